/**
 * Words that say something about a meeting, as opposed to the boilerplate every set of minutes repeats
 * ("Councilor", "motion", "consideration and possible approval", dates, street suffixes). The city's own words (its
 * name, its state) are the topic matchers' to drop (topics.ts), so these stay the same for every city.
 */

const STOPWORDS = new Set(
  `a about above after again all also an and any are as at be been before being below between both but by can
  could did do does during each few for from further had has have having he her here hers him his how i if in
  into is it its itself just me more most my no nor not now of off on once only or other our out over own same
  she should so some such than that the their them then there these they this those through to too under until
  up upon very was we were what when where which while who whom why will with would you your per via including
  within without among whether said shall may must one two three four five six seven eight nine ten`.split(/\s+/),
);

const BOILERPLATE = new Set(
  `councilor councilors council city motion moved seconded second consideration consider possible
  approval approve approved adoption adopt denial deny amendment amend revision item items meeting meetings minutes
  regular special chair vice roll call vote voted votes yea yeas nay nays absent present abstain agenda cc ued pw
  pm am p.m a.m st ave dr blvd pl rd street avenue week discussion ensued action taken other than held scheduled
  mayor mayor's report reports update updates request requests thereof pursuant section title o.s relating related
  matter matters regarding following posted office clerk notice business transact executive session enter exit
  public hearing hearings comment comments presented provided discussed january february march april may june july
  august september october november december monday tuesday wednesday thursday friday saturday sunday addition
  parcel property located project cd llc inc co corporation no nos number filed case district court ordinance
  resolution applicant requested application owner possibly take discuss former hundred thousand million dollars
  cents amending make new decision contesting upholding denying eleven twelve twenty thirty forty fifty sixty
  seventy eighty ninety purpose providing provide authorizing approving adopting establishing certain recommend
  recommendation recommended voted submitted continued pulled addendum`.split(/\s+/),
);

/** Lower-case words of a text with stopwords, boilerplate, numbers and codes removed. */
export function contentWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']s\b/g, '')
    .split(/[^a-z0-9'-]+/)
    .map((w) => w.replace(/^[-']+|[-']+$/g, ''))
    .filter((w) => w.length > 2 && !/\d/.test(w) && !STOPWORDS.has(w) && !BOILERPLATE.has(w));
}

/** A crude English stem, enough to match "rezoning" with "zoning" or "parks" with "park". */
export function stem(word: string): string {
  return word
    .toLowerCase()
    .replace(/^re(?=zon)/, '')
    .replace(/(ies)$/, 'y')
    .replace(/(ing|ings|ed|es|s)$/, '')
    .replace(/(.)\1$/, '$1');
}
