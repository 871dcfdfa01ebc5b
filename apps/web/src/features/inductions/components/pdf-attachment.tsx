import { FileTextIcon, Trash2Icon, UploadIcon } from 'lucide-react';
import { useId, useRef } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useUploadPdf } from '../api/upload-pdf';

/** The server's limit for induction PDFs. */
const maxPdfBytes = 20 * 1024 * 1024;

type PdfAttachmentProps = {
  /** What the field is called; a translation's PDF names its language. */
  label?: string;
  pdfUrl: string | null;
  pdfName: string | null;
  onChange: (pdf: { url: string; name: string } | null) => void;
};

/** Upload, Replace and Remove of the page's PDF; the server checks that the file really is a PDF. */
export function PdfAttachment({ label = 'PDF Attachment', pdfUrl, pdfName, onChange }: PdfAttachmentProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadPdf();

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (!(file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf'))) {
      toast.error('Upload failed', { description: 'Invalid file type: Please upload a PDF file' });
      return;
    }
    if (file.size > maxPdfBytes) {
      toast.error('Upload failed', { description: 'The PDF is too large: the limit is 20 MB' });
      return;
    }
    upload.mutate(file, {
      onSuccess: (pdf) => {
        onChange(pdf);
        toast.success('PDF uploaded');
      },
      onError: (error) =>
        toast.error('Upload failed', { description: error.message || 'An error occurred uploading the PDF' }),
    });
  };

  return (
    <div className="space-y-2">
      <p id={`${inputId}-label`} className="text-sm font-medium text-slate-800">
        {label}
      </p>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="application/pdf,.pdf"
        className="sr-only"
        tabIndex={-1}
        aria-labelledby={`${inputId}-label`}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {pdfUrl ? (
        <div className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
          <FileTextIcon className="size-5 text-red-700" aria-hidden="true" />
          <a
            href={pdfUrl}
            target="_blank"
            rel="noreferrer"
            className="min-w-0 flex-1 font-medium break-all text-navy-700 underline"
          >
            {pdfName || 'Document.pdf'}
          </a>
          <Button variant="outline" size="small" disabled={upload.isPending} onClick={() => inputRef.current?.click()}>
            <UploadIcon aria-hidden="true" />
            {upload.isPending ? 'Uploading...' : 'Replace PDF'}
          </Button>
          <Button
            variant="ghost"
            size="small"
            className="text-red-700 hover:bg-red-50"
            disabled={upload.isPending}
            onClick={() => onChange(null)}
          >
            <Trash2Icon aria-hidden="true" />
            Remove PDF
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-slate-300 p-4">
          <Button variant="outline" disabled={upload.isPending} onClick={() => inputRef.current?.click()}>
            <UploadIcon aria-hidden="true" />
            {upload.isPending ? 'Uploading...' : 'Upload PDF'}
          </Button>
          <p className="text-sm text-slate-600">A PDF of up to 20 MB, shown to the inductee with the page.</p>
        </div>
      )}
    </div>
  );
}
