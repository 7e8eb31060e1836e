/**
 * The server's Spanish catalogue is complete (issue 20): every key of the English one has a Spanish value that
 * is not the English text left in place, with the same interpolation values. A short allow-list names the
 * strings that read the same in both languages (names and punctuation around a value).
 */
import { describe, expect, it } from 'vitest';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { LANGUAGES } from '../contract/languages.ts';
import { FOLLOW_MESSAGES } from '../contract/subscriptions.ts';
import { smsReply } from './alerts/messages/sms-text.ts';
import { t } from './i18n.ts';
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };

/** Keys whose Spanish is rightly the English text. */
const SAME_IN_BOTH = new Set([
  // "{{date}}." and "{{when}}.": only a value and a full stop.
  'feeds.entry.when',
  'alerts.inApp.reminderBody',
  // "." ending the SMS of several meetings, and the one ending a bill's step.
  'alerts.sms.agendaMeetingsTail',
  'alerts.sms.matterStepTail',
  // "{{number}}. {{title}}: {{result}}": values and punctuation only (the result itself is translated).
  'alerts.outcome.item',
]);

type Catalogue = { [key: string]: string | Catalogue };

function leaves(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('server messages in Spanish', () => {
  const spanish = new Map(leaves(es as Catalogue));
  const english = leaves(en as Catalogue);

  it.each(english)('%s has its own Spanish text with the same values', (key, text) => {
    const translated = spanish.get(key);
    expect(translated, `missing Spanish for ${key}`).toBeTruthy();
    if (!SAME_IN_BOTH.has(key)) expect(translated, `${key} is left in English`).not.toBe(text);
    expect(placeholders(translated!)).toEqual(placeholders(text));
  });

  it('has no Spanish key the English catalogue lacks', () => {
    const keys = new Set(english.map(([key]) => key));
    expect([...spanish.keys()].filter((key) => !keys.has(key))).toEqual([]);
  });

  it("keeps the follow messages' English the contract's", () => {
    expect(en.follows).toEqual(FOLLOW_MESSAGES);
  });

  it('renders any message in either language, English by default', () => {
    expect(t('errors.unauthorized')).toBe('Please sign in to continue.');
    expect(t('errors.unauthorized', {}, 'es')).toBe('Inicie sesión para continuar.');
    expect(t('errors.rate_limited', { retryAfter: 30 }, 'es')).toBe('Demasiadas solicitudes. Espere 30 segundos e inténtelo de nuevo.');
    expect(t('alerts.agenda.items', { count: 1 }, 'es')).toBe('1 punto');
    expect(t('alerts.agenda.items', { count: 3 }, 'es')).toBe('3 puntos');
  });

  it('answers every SMS keyword in one GSM-7 segment in each language', () => {
    for (const language of LANGUAGES) {
      for (const reply of ['stop', 'start', 'startNone', 'help'] as const) {
        const text = smsReply(cityContext(DEFAULT_CITY_ID).config, reply, language, 'https://civic-commons.example.org');
        expect(text.length, `${language} ${reply}`).toBeLessThanOrEqual(160);
        expect(text).toMatch(/^[\x20-\x7e]+$/);
      }
    }
  });
});
