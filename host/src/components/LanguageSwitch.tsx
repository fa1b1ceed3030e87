import { useState } from 'react';
import { changeLocale, LANGUAGE_NAMES, LOCALES, type Locale } from '@nyaya/shared/i18n';
import { t as translate, useLocale, useT } from '../i18n';

/** The language asked for last: a slower switch that finishes after a later one must not win. */
let latest: Locale | null = null;

async function switchTo(locale: Locale) {
  latest = locale;
  await changeLocale(locale);
  // Hindi's catalogues were still downloading when English was chosen: English is what stays.
  if (latest !== locale) await changeLocale(latest);
}

/**
 * English / हिन्दी, each written in its own language (and marked with its `lang`), as two toggle
 * buttons. The choice is remembered (a cookie the server reads too) and sets `<html lang>`. While
 * Hindi downloads, the pressed state already shows it; if the download fails, a toast says so.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const t = useT();
  const locale = useLocale();
  const [target, setTarget] = useState<Locale | null>(null);
  const pressed = target ?? locale;

  async function choose(next: Locale) {
    setTarget(next);
    // The tap's own task only shows the choice, and the switch waits until it has been painted (the
    // task after the next frame; a setTimeout(0) alone can run before the paint): starting the
    // catalogues' downloads (a script element each) there cost 20 ms of a 4x-slowed phone's main
    // thread, and the page's re-render in the other language (all at once, for every text)
    // 50–150 ms at the calibrated slowdown, before the pressed state could paint (INP). A tapped
    // page is a visible one, so the frame comes.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    try {
      await switchTo(next);
    } catch {
      if (latest !== next) return; // the user has moved on to the other language
      // The toast queue downloads with the first toast (see AppLayout), not with home.
      void import('@nyaya/shared/ui/toast').then(({ toast }) => toast(translate('language.failed'), translate('language.failedDetail')));
    } finally {
      if (latest === next) setTarget(null);
    }
  }

  return (
    <div role="group" aria-label={t('language.label')} className={`inline-flex shrink-0 rounded-full border border-line bg-white p-0.5 ${className}`}>
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={pressed === option}
          onClick={() => void choose(option)}
          className={`min-h-11 min-w-11 rounded-full px-3.5 text-sm font-medium transition-colors ${
            pressed === option ? 'bg-brand-600 text-white' : 'text-ink hover:bg-brand-50'
          }`}
        >
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
