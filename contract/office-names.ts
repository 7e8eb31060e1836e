/**
 * A resident's name, not an office (issue 49): a message sent on a resident's behalf carries their name beside
 * their address, so a name that reads as an office ("Councilor Laura Bellis", "Mayor Monroe Nichols", "City of
 * Springfield", "Concejal ...") would let anyone write to the council as the council. A title is refused where a title
 * stands: as the first words, after a comma, or an institution anywhere. A surname that happens to be a title
 * word ("José Mayor", "Ana Clerk") stays a name. English and Spanish.
 */

/** Offices and honorifics, as the first words of a name ("Hon. Councilor ..."). */
const LEADING_TITLE =
  /^(?:the\s+)?(?:(?:hon(?:\.|orable)?|dr\.?)\s+)?(?:(?:vice|deputy|city|council|acting)\s+)?(?:councilors?|councillors?|council\s*(?:member|woman|man|president|chair)|councilmember|councilwoman|councilman|cllr\.?|mayor|clerk|secretary|alderman|alderwoman|commissioner|president|concejal(?:a|es)?|alcalde(?:sa)?|secretari[oa]|regidor(?:a)?|miembro\s+del\s+concejo|presidente?a?\s+del\s+concejo|vicealcalde(?:sa)?)(?=\s|,|\.|$)/i;

/** The same offices after a comma ("Laura Bellis, Councilor"). */
const TRAILING_TITLE =
  /,\s*(?:(?:vice|deputy|city|council)\s+)?(?:councilors?|councillors?|council\s*member|councilmember|councilwoman|councilman|mayor|clerk|secretary|concejal(?:a)?|alcalde(?:sa)?|secretari[oa])\b/i;

/** An institution anywhere in the name ("City of Springfield", "Springfield City Council", "Oficina del Alcalde"). */
const INSTITUTION =
  /\b(?:city|town|county|village|office|ciudad|municipio|condado|oficina)\s+(?:of|de|del)\b|\b(?:city|town)\s+(?:council|hall|clerk)\b|\bconcejo\s+(?:municipal|de\s+la\s+ciudad)\b|\bayuntamiento\b/i;

/** True when `name` reads as an office or an institution rather than a person. */
export function impersonatesOffice(name: string): boolean {
  const text = name.normalize('NFKC').replace(/\s+/g, ' ').trim();
  return LEADING_TITLE.test(text) || TRAILING_TITLE.test(text) || INSTITUTION.test(text);
}

export const OFFICE_NAME_MESSAGE = 'Use your own name, without a title or office (such as Councilor, Mayor, Clerk or City of).';
