import { englishLanguageNames, translationLanguages, type InductionTranslations } from '@crane/contract';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { TranslationsSection } from './translations-section';

type InductionTranslationsFieldProps = {
  value: InductionTranslations;
  onChange: (translations: InductionTranslations) => void;
};

/**
 * The induction's title and description in the other languages (issue 16 §2, decision 37): closed
 * until wanted. A language whose title is left empty is not translated; its workers see the English.
 */
export function InductionTranslationsField({ value, onChange }: InductionTranslationsFieldProps) {
  return (
    <TranslationsSection
      translations={value}
      description="The title and description workers see in their language; without a translation they see the English."
    >
      {translationLanguages.map((language) => {
        const translation = value[language] ?? { title: '', description: '' };
        const name = englishLanguageNames[language];
        const set = (changes: Partial<typeof translation>) =>
          onChange({ ...value, [language]: { ...translation, ...changes } });
        return (
          <fieldset key={language} className="space-y-3 rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-medium text-slate-900">{name}</legend>
            <FormField id={`induction-title-${language}`} label={`Title in ${name}`}>
              <Input
                lang={language}
                dir="auto"
                autoComplete="off"
                value={translation.title}
                onChange={(event) => set({ title: event.target.value })}
              />
            </FormField>
            <FormField id={`induction-description-${language}`} label={`Description in ${name}`}>
              <Textarea
                lang={language}
                dir="auto"
                rows={3}
                value={translation.description}
                onChange={(event) => set({ description: event.target.value })}
              />
            </FormField>
          </fieldset>
        );
      })}
    </TranslationsSection>
  );
}
