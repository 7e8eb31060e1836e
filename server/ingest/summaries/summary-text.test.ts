/**
 * Phrases for summaries end whole: the cases are items and motions as printed in the City of Tulsa minutes of
 * ../shared/data/minutes, each of which used to end on a fragment ("E. 35th St", "grant revenues to be",
 * "Project No", "Sheila Buck v", "delay action from Code Enforcement"). Saying less is fine; a dangling end is not.
 */
import { describe, expect, it } from 'vitest';
import { itemText } from '../minutes-parser/agenda-item-text.ts';
import { phrase } from './summary-text.ts';

const BOILERPLATE = 'Consideration and possible approval, adoption, denial, amendment or revision of ';

/** Endings a reader takes for a cut-off sentence. */
const FRAGMENT_END = /(?:\b(?:St|Ave|Pl|Blvd|Dr|No|Jr|Inc|P\.C|v|Esq|to be|of|to|for|by|from|with|requested|received|located|filed|denial)|\s[A-Z])$/;

describe('phrase: cut where the sentence reads as whole', () => {
  it.each([
    [
      // 2024-12-18 5 PM, item 7.a: the full stop of "E. 35th St." is no sentence end.
      `${BOILERPLATE}Rezoning Ordinance Z-7793 from RS-3 to OL for property located east of the NE/c of E. 35th St. S. and S. Peoria Ave. requested by Stacy Park, LLC. (Property owner: Sharon Wann) (CD-9) (TMAPC voted 10-0-0 to recommend APPROVAL of OL zoning.) [UED 12/4/24; CC 12/11/24; CC 12/18/24] 24-1126-3`,
      140,
      'Rezoning Ordinance Z-7793 from RS-3 to OL',
    ],
    [
      // 2024-12-04 5 PM, item 6.b: "to be received" cut after "to be".
      `${BOILERPLATE}an Ordinance amending the fiscal year 2024-2025 budget to make supplemental appropriations of ninety thousand, four hundred seven dollars ($90,407.00) from grant revenues to be received from the District Attorney's Council within the Project Safe Neighborhoods SubFund. (2023 Project Safe Neighborhoods Grant) [UED 12/4/24; CC 12/4/24; CC 12/11/24] 24-1122-2`,
      140,
      'Ordinance amending the fiscal year 2024-2025 budget to make supplemental appropriations of $90,407 from grant revenues',
    ],
    [
      // 2024-12-04 5 PM, item 7.e: a name is not cut in two ("Housing Opportunities for Persons | with HIV/AIDS").
      `${BOILERPLATE}an Ordinance amending the fiscal year 2024-2025 budget to make supplemental appropriations of twenty-four thousand, four hundred twenty-seven dollars ($24,427.00) from grant revenues received within the Housing Opportunities for Persons with HIV/AIDS Grant SubFund. (Housing Care Program) [UED 11/20/24; CC 11/20/24; CC 12/4/24] 24-1083-2`,
      200,
      'Ordinance amending the fiscal year 2024-2025 budget to make supplemental appropriations of $24,427',
    ],
    [
      // 2024-12-04 5 PM, item 6.c: "declaring that dust or dirt in such quantities" ended mid-clause.
      `${BOILERPLATE}an Ordinance amending Title 24, Chapter 1, Tulsa Revised Ordinances, Section 101, titled "Nuisances Affecting Health," declaring that dust or dirt in such quantities as to render the occupancy of property uncomfortable to a person of ordinary sensibilities shall be considered a nuisance affecting public health; providing for severability. (Emergency Clause) (Lakin) [UED 12/4/24; CC 12/4/24; CC 12/11/24] 24-1135-2`,
      200,
      'Ordinance amending Title 24, Chapter 1, Tulsa Revised Ordinances, Section 101, titled "Nuisances Affecting Health"',
    ],
    [
      // A change order ended on "for Project No".
      'Change Order No. 1 to Contract No. 135036 between the City of Tulsa and Grade Line Construction, LLC, for Project No. TMUA-W 21-08, in the amount of $64,833.24 and adding zero (0) calendar days for the addition of two (2) 16" OS&Y valves',
      140,
      'Change Order No. 1 to Contract No. 135036 between the City of Tulsa and Grade Line Construction, LLC, for Project No. TMUA-W 21-08',
    ],
    [
      // A request for legal representation ended on "Marquice D. Savage v".
      'request of Tulsa Police Detective Lacy Lansdown for legal representation in the matter of Case No. 23-CV-129-GKFSH, Marquice D. Savage v. Lacy Lansdown et al filed in the United States District Court for the Northern District of Oklahoma',
      140,
      'Request of Tulsa Police Detective Lacy Lansdown for legal representation in the matter of Case No. 23-CV-129-GKFSH',
    ],
    [
      // "AMENDED LANGUAGE:" kept the boilerplate, cut at "approval, adoption, denial".
      `AMENDED LANGUAGE: ${BOILERPLATE}a Special Event Application: Soiree En Blanc scheduled for September 18, 2022, at 111 N. Greenwood Ave. (CD-4)`,
      140,
      'Special Event Application: Soiree En Blanc scheduled for September 18, 2022, at 111 N. Greenwood Ave. (CD-4)',
    ],
    [
      // "requested by Tulsa City | Council": no cut inside a name.
      'Rezoning Application Z-7719 from RS-3 to RS-4 for multiple properties located in the Renaissance Neighborhood requested by Tulsa City Council. (Property owner: Multiple Owners) (CD-4) (TMAPC voted 9-0-0 to recommend APPROVAL.)',
      140,
      'Rezoning Application Z-7719 from RS-3 to RS-4 for multiple properties located in the Renaissance Neighborhood',
    ],
  ])('item %#', (printed, max, expected) => {
    const result = phrase(itemText(printed), max);
    expect(result).toBe(expected);
    expect(result.length).toBeLessThanOrEqual(max);
    expect(result).not.toMatch(FRAGMENT_END);
  });

  it('cuts a motion at its last whole clause rather than inside the next one', () => {
    // 2024-12-04 5 PM, item 10.a: "and delay action from Code Enforcement" dropped what the delay was.
    const motion =
      'deny the appeal for Code Enforcement Case No. 091951-2024 and affirm the decision of the Hearing Officer, and delay action from Code Enforcement from 30 business days to 60 business days';
    expect(phrase(motion, 160)).toBe('deny the appeal for Code Enforcement Case No. 091951-2024 and affirm the decision of the Hearing Officer');
  });

  it('keeps a first sentence that ends on a real full stop', () => {
    const text = 'Donation of concrete from Bison Ready Mix to the City of Tulsa. The concrete will be used to finish a portion of the loop trail at Whiteside Park for the front part of the trail';
    expect(phrase(text, 140)).toBe('Donation of concrete from Bison Ready Mix to the City of Tulsa');
  });

  it('cuts before a label left without its number, even to a shorter phrase (issue 48)', () => {
    const budget = 'Ordinance adopting the annual budget of the City of Tulsa for Fiscal Year 2024-2025. (Public Hearings: 5/22/24; 6/5/24)';
    expect(phrase(budget, 80)).toBe('Ordinance adopting the annual budget');
  });
});
