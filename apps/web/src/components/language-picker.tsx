import { isLanguage, languageNames, languages } from '@crane/contract';
import { useLingui } from '@lingui/react/macro';
import { LanguagesIcon } from 'lucide-react';
import { useState } from 'react';
import { activateLanguage, rememberLanguage } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/**
 * The worker's language, on every worker screen (issue 16 §2): each language named in itself, the choice
 * remembered for the next visit. On a dark header (`onDark`) or a light card.
 */
export function LanguagePicker({ onDark = false, className }: { onDark?: boolean; className?: string }) {
  const { t, i18n } = useLingui();
  const [isSwitching, setIsSwitching] = useState(false);
  const choose = async (value: string) => {
    if (!isLanguage(value)) return;
    rememberLanguage(value);
    setIsSwitching(true);
    try {
      await activateLanguage(value);
    } catch {
      // Offline: the screen stays in its language; the choice applies on the next visit.
    } finally {
      setIsSwitching(false);
    }
  };
  return (
    <label className={cn('inline-flex items-center gap-1.5 text-sm', className)}>
      <LanguagesIcon aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only">{t`Language`}</span>
      <select
        value={i18n.locale}
        disabled={isSwitching}
        onChange={(event) => void choose(event.target.value)}
        className={cn(
          'min-h-9 rounded-md border px-2 py-1 text-sm focus-visible:ring-2 focus-visible:outline-none',
          onDark
            ? 'border-white/40 bg-navy-900 text-white focus-visible:ring-white'
            : 'border-slate-300 bg-white text-slate-900 focus-visible:ring-navy-700',
        )}
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageNames[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
