/**
 * How a New Yorker is heard by the City Council (issue 47). The Council takes public testimony at its committees'
 * hearings in three ways, as its "Testify" page (council.nyc.gov/testify/) states them: in person at the hearing,
 * online by video after registering on that page before the hearing, and in writing by e-mail to
 * testimony@council.nyc.gov, which the Council accepts up to 72 hours after the hearing. The 72 hours are counted
 * here from the hearing's start (the only time the record has), so the deadline shown is never later than the
 * Council's. Check the page when the rules change.
 */
import type { HowToBeHeard } from '#contract/hearing-rules.ts';

const TESTIFY_PAGE = 'New York City Council, "Testify" (council.nyc.gov/testify/)';

export const nycHowToBeHeard: HowToBeHeard = {
  secretary: {
    name: 'New York City Council',
    title: 'Written testimony',
    email: 'testimony@council.nyc.gov',
    // No number: none is in the shared records, and none is presented unsourced (decision 160).
    phone: null,
    address: 'City Hall, New York, NY 10007',
    source: TESTIFY_PAGE,
  },
  // The Council posts hearing notices and agendas ahead on legistar.council.nyc.gov; the Open Meetings Law
  // (N.Y. Public Officers Law § 104) asks for notice at least 72 hours before a meeting scheduled a week or more
  // ahead. Agendas can change up to the day, so addenda are counted at 24 hours.
  notice: { agendaHours: 72, addendumHours: 24 },
  ways: [
    { kind: 'testify_in_person', closes: { rule: 'hours_before', hours: 0 }, inPerson: true, source: TESTIFY_PAGE },
    { kind: 'testify_online', closes: { rule: 'hours_before', hours: 0 }, inPerson: false, source: TESTIFY_PAGE },
    { kind: 'written_comment', closes: { rule: 'hours_after', hours: 72 }, inPerson: false, source: TESTIFY_PAGE },
  ],
};
