import { englishLanguageNames, languageNames, translationLanguages, type TranslationLanguage } from '@crane/contract';
import { CheckIcon, Trash2Icon } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { lazy, Suspense, useId } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { emptyTranslation, type PageFormValues, type TranslationFormValues } from '../lib/page-form';
import { PdfAttachment } from './pdf-attachment';
import { TranslationsSection } from './translations-section';

const RichTextEditor = lazy(async () => ({ default: (await import('./rich-text-editor')).RichTextEditor }));

type PageTranslationsProps = {
  values: PageFormValues;
  /** Replaces one language's translation (undefined removes it). */
  onChange: (language: TranslationLanguage, translation: TranslationFormValues | undefined) => void;
  /** The server's refusal of a translation, if the last save had one. */
  errorsByLanguage?: Partial<Record<TranslationLanguage, string>>;
};

const tabClassName =
  'inline-flex min-h-10 items-center gap-1 rounded-md px-3 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-navy-900 data-[state=active]:shadow-sm';

/**
 * The page in the other languages (issue 16 §2, decision 37), beside the English: a tab per language
 * with the title, the text (or the quiz's words, by the English question and option), and a PDF of its
 * own. A language left without a title is not translated: its workers see the English page.
 */
export function PageTranslations({ values, onChange, errorsByLanguage = {} }: PageTranslationsProps) {
  return (
    <TranslationsSection
      translations={values.translations}
      description="Workers who use one of these languages see its translation; a page without one is shown in English. The quiz is marked by the English answers."
    >
      <TranslationTabs values={values} onChange={onChange} errorsByLanguage={errorsByLanguage} />
    </TranslationsSection>
  );
}

function TranslationTabs({ values, onChange, errorsByLanguage = {} }: PageTranslationsProps) {
  return (
    <Tabs.Root defaultValue={translationLanguages[0]}>
      <Tabs.List aria-label="Translation language" className="flex flex-wrap gap-1 rounded-lg bg-slate-200/70 p-1">
        {translationLanguages.map((language) => {
          const isTranslated = (values.translations[language]?.title.trim() ?? '') !== '';
          return (
            <Tabs.Trigger key={language} value={language} className={tabClassName} lang={language}>
              {languageNames[language]}
              {isTranslated ? <CheckIcon aria-hidden="true" className="size-4 text-green-700" /> : null}
              <span className="sr-only" lang="en">
                {isTranslated ? '(translated)' : '(not translated)'}
              </span>
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {translationLanguages.map((language) => (
        <Tabs.Content key={language} value={language} className="mt-4">
          <TranslationFields
            language={language}
            english={values.content}
            translation={values.translations[language] ?? emptyTranslation()}
            onChange={(translation) => onChange(language, translation)}
            error={errorsByLanguage[language]}
          />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

type TranslationFieldsProps = {
  language: TranslationLanguage;
  english: PageFormValues['content'];
  translation: TranslationFormValues;
  onChange: (translation: TranslationFormValues | undefined) => void;
  error: string | undefined;
};

function TranslationFields({ language, english, translation, onChange, error }: TranslationFieldsProps) {
  const id = useId();
  const name = englishLanguageNames[language];
  const set = (changes: Partial<TranslationFormValues>) => onChange({ ...translation, ...changes });
  const isTranslated = translation.title.trim() !== '';
  const setWord = (questionIndex: number, change: (words: { question: string; options: string[] }) => void) => {
    const questions = english.quiz.questions.map((question, index) => ({
      question: translation.quiz.questions[index]?.question ?? '',
      options: question.options.map((_, optionIndex) => translation.quiz.questions[index]?.options[optionIndex] ?? ''),
    }));
    change(questions[questionIndex]!);
    set({ quiz: { questions } });
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {isTranslated ? `${name}: translated.` : `${name}: not translated yet — its workers see the English page.`}
      </p>
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
      <FormField id={`${id}-title`} label={`Page Title in ${name}`}>
        <Input
          lang={language}
          dir="auto"
          autoComplete="off"
          value={translation.title}
          onChange={(event) => set({ title: event.target.value })}
        />
      </FormField>
      {english.type === 'richText' ? (
        <div className="space-y-1.5">
          <p id={`${id}-content`} className="text-sm font-medium text-slate-800">
            Page Content in {name}
          </p>
          <Suspense fallback={<Skeleton className="h-40 w-full" />}>
            <RichTextEditor
              labelId={`${id}-content`}
              value={translation.content}
              onChange={(content) => set({ content })}
              isInvalid={false}
              describedBy={undefined}
            />
          </Suspense>
          <p className="text-sm text-slate-600">Left empty, the page shows the English text.</p>
        </div>
      ) : (
        <ol className="space-y-4">
          {english.quiz.questions.map((question, questionIndex) => (
            <li key={questionIndex} className="space-y-2 rounded-md bg-slate-50 p-3">
              <FormField id={`${id}-q${questionIndex}`} label={`Question ${questionIndex + 1} in ${name}`}>
                <Input
                  lang={language}
                  dir="auto"
                  placeholder={question.question}
                  value={translation.quiz.questions[questionIndex]?.question ?? ''}
                  onChange={(event) => setWord(questionIndex, (words) => void (words.question = event.target.value))}
                />
              </FormField>
              {question.options.map((option, optionIndex) => (
                <FormField
                  key={optionIndex}
                  id={`${id}-q${questionIndex}-o${optionIndex}`}
                  label={`Option ${optionIndex + 1} in ${name} (English: ${option || 'empty'})`}
                >
                  <Input
                    lang={language}
                    dir="auto"
                    placeholder={option}
                    value={translation.quiz.questions[questionIndex]?.options[optionIndex] ?? ''}
                    onChange={(event) =>
                      setWord(questionIndex, (words) => void (words.options[optionIndex] = event.target.value))
                    }
                  />
                </FormField>
              ))}
            </li>
          ))}
        </ol>
      )}
      <PdfAttachment
        label={`PDF in ${name}`}
        pdfUrl={translation.pdfUrl}
        pdfName={translation.pdfName}
        onChange={(pdf) => set({ pdfUrl: pdf?.url ?? null, pdfName: pdf?.name ?? null })}
      />
      {isTranslated ? (
        <Button
          variant="ghost"
          className="text-start whitespace-normal text-red-700 hover:bg-red-50"
          onClick={() => onChange(undefined)}
        >
          <Trash2Icon aria-hidden="true" />
          Remove the {name} translation
        </Button>
      ) : null}
    </div>
  );
}
