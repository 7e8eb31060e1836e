/**
 * How a Tulsan is heard before the council votes (issue 32). The Secretary to the Council, her address, line and
 * email are as the council's own agendas print them (the five August 6, 2025 agendas in ../shared/data/agendas:
 * "Persons who require a special accommodation ... should contact Secretary to the Tulsa City Council Lori Doring,
 * 175 East Second Street, Fourth Floor ... 918-596-1990 or via Email: loridoring@tulsacouncil.org"). The notice
 * periods and the three ways are the council's practice as issue 32 states it (agendas 48 hours ahead, addenda 24
 * hours ahead, Request to Speak forms in person, topics for the "Hearing of Public Comments" section by noon on the
 * Thursday before); check them against tulsacouncil.org when the secretary or the rules change.
 */
import type { HowToBeHeard } from '#contract/hearing-rules.ts';

const ISSUE_32 = 'Tulsa City Council practice as issue 32 states it (tulsacouncil.org)';

export const tulsaHowToBeHeard: HowToBeHeard = {
  secretary: {
    name: 'Lori Doring',
    title: 'Secretary to the Tulsa City Council',
    email: 'loridoring@tulsacouncil.org',
    phone: '(918) 596-1990',
    address: '175 E. 2nd St., 4th Floor, Tulsa, OK 74103',
    source: 'Tulsa City Council agendas of August 6, 2025 (accommodation notice)',
  },
  notice: { agendaHours: 48, addendumHours: 24 },
  ways: [
    // A written comment reaches the councilors and the record until the meeting starts; after that the vote may
    // already be taken, so nothing is sent about a meeting that has begun.
    { kind: 'written_comment', closes: { rule: 'hours_before', hours: 0 }, inPerson: false, source: ISSUE_32 },
    { kind: 'request_to_speak', closes: { rule: 'hours_before', hours: 0 }, inPerson: true, source: ISSUE_32 },
    {
      kind: 'public_comment_topic',
      closes: { rule: 'weekday_before', weekday: 'thursday', time: '12:00' },
      inPerson: false,
      source: ISSUE_32,
    },
  ],
};
