import { translationLanguages, type TranslationLanguage } from '@crane/contract';
import { ChevronDownIcon, LanguagesIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';

type TranslationsSectionProps = {
  /**
   * The translations by language: those with a title count as translated (said on the toggle, and the
   * section opens when any is); a language left without a title is shown in English.
   */
  translations: Partial<Record<TranslationLanguage, { title: string }>>;
  /** What the translations are for, said first when open. */
  description: string;
  children: ReactNode;
};

/**
 * A builder section of translations (decision 37), closed until wanted so that the form stays about the
 * English, and open when some exist: "Translations (2 of 6 languages)".
 */
export function TranslationsSection({ translations, description, children }: TranslationsSectionProps) {
  const translatedCount = translationLanguages.filter(
    (language) => (translations[language]?.title.trim() ?? '') !== '',
  ).length;
  const headingId = useId();
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(translatedCount > 0);
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen(!isOpen)}
          className="flex min-h-11 w-full items-center gap-2 text-start"
        >
          <LanguagesIcon aria-hidden="true" className="size-4" />
          <span className="flex-1">
            Translations ({translatedCount} of {translationLanguages.length} languages)
          </span>
          <ChevronDownIcon aria-hidden="true" className={isOpen ? 'size-4 rotate-180' : 'size-4'} />
        </button>
      </h3>
      {isOpen ? (
        <div id={panelId} className="space-y-3">
          <p className="text-sm text-slate-600">{description}</p>
          {children}
        </div>
      ) : null}
    </section>
  );
}
