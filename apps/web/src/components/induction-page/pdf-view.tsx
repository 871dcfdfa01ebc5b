import { FileTextIcon } from 'lucide-react';

/**
 * An attached PDF, 600 px high on wide screens and 400 px under 768 px (spec §9), with a link for
 * browsers that cannot show PDFs inline.
 */
export function PdfView({ url, name }: { url: string; name: string }) {
  return (
    <div className="overflow-hidden rounded-lg border border-slate-300 bg-slate-50">
      <object data={url} type="application/pdf" aria-label={name} className="block h-[400px] w-full md:h-[600px]">
        <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
          <FileTextIcon className="size-10 text-slate-500" aria-hidden="true" />
          <p className="text-slate-700">This browser cannot show the PDF here.</p>
          <a className="font-semibold text-navy-800 underline" href={url} target="_blank" rel="noreferrer">
            Open {name}
          </a>
        </div>
      </object>
    </div>
  );
}
