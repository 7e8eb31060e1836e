/**
 * Reading level of a short text: Flesch-Kincaid grade for English and Fernández-Huerta ease for Spanish, with
 * syllables counted by vowel groups (English: a silent final "e" dropped, "ia" split; Spanish: "ue"/"ui"/"ia"... diphthongs
 * of a weak vowel count once). Good enough to rank one-line texts; a figure or code counts as one short word.
 */
const WORD = /[\p{L}\p{N}$][\p{L}\p{N}$.,'’-]*/gu;

function words(text: string): string[] {
  return (text.match(WORD) ?? []).map((w) => w.replace(/[.,]+$/, ''));
}

function sentenceCount(text: string): number {
  return Math.max(1, (text.match(/[.!?]+(?=\s|$)/g) ?? []).length);
}

export function englishSyllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (!w) return 1;
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, (m) => m.slice(0, 1)).replace(/^y/, '');
  // "ia"/"io" is two syllables except in -tion, -cial, -sion ("ap-pro-pri-a-tion", "na-tion").
  const split = (trimmed.match(/[^cstg]i[ao]/g) ?? []).length;
  return Math.max(1, (trimmed.match(/[aeiouy]{1,2}/g) ?? []).length + split);
}

export function spanishSyllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-záéíóúüñ]/g, '');
  if (!w) return 1;
  // A strong vowel (a, e, o) next to an unstressed weak one (i, u, ü) is one syllable; two strong ones are two.
  return Math.max(1, (w.match(/[iuü]?[aeoáéíóú][iuy]?(?![aeiouáéíóúü])|[iuü]+(?![aeoáéíóú])|[aeoáéó]/g) ?? []).length);
}

/** Flesch-Kincaid grade level: lower is easier; 8 is a middle-schooler. */
export function fleschKincaidGrade(text: string): number {
  const list = words(text);
  if (!list.length) return 0;
  const syllables = list.reduce((sum, w) => sum + englishSyllables(w), 0);
  return 0.39 * (list.length / sentenceCount(text)) + 11.8 * (syllables / list.length) - 15.59;
}

/**
 * Fernández-Huerta reading ease: higher is easier; 60 and up is plain Spanish. L = 206.84 - 0.60·P - 1.02·F with
 * P = syllables per 100 words and F = words per SENTENCE (Flesch's own term, as Fernández Huerta adapted it in
 * 1959). The form widely copied on the web reads F as sentences per 100 words, which makes longer sentences score
 * easier; Gwillim Law, "Error in the Fernandez Huerta Readability Formula", LINGUIST List 22.2332 (2011),
 * http://linguistlist.org/issues/22/22-2332.html. Equivalently 206.84 - 60·syllables/words - 1.02·words/sentences.
 */
export function fernandezHuerta(text: string): number {
  const list = words(text);
  if (!list.length) return 100;
  const syllables = list.reduce((sum, w) => sum + spanishSyllables(w), 0);
  return 206.84 - 60 * (syllables / list.length) - 1.02 * (list.length / sentenceCount(text));
}
