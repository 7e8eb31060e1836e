/** The assistant's own sentences in English (see wording.ts). */
import type { CityConfig } from '#contract/city.ts';
import type { Wording } from './wording-shape.ts';

const TYPE_LABELS: Record<string, string> = {
  council: 'council',
  committee: 'committee',
  regular_council: 'City Council regular',
  public_works_committee: 'Public Works Committee',
  urban_economic_committee: 'Urban and Economic Development Committee',
  budget_committee: 'Budget Committee',
  planning_commission: 'Planning Commission',
  board_of_adjustment: 'Board of Adjustment',
};

/** How the "which district?" question starts, whatever the city: a follow-up is read as its answer. */
export const ASK_DISTRICT_MARKER_EN = 'I need your council district';

/** The assistant's sentences for `city`, built per city so that two cities in one process each hear their own name. */
export function wordingEn(city: CityConfig): Wording {
  const canHelp = `I can help with ${city.name}'s local government: city council meetings and agendas, what the council decided and how councilors voted, who represents your district, community organizations and campaigns, and meeting alerts.`;
  return {
    locale: 'en-US',
    askDistrictMarker: ASK_DISTRICT_MARKER_EN,
    recordNote: '',
    canHelp,
    greeting: (thanks) =>
      thanks
        ? `You're welcome! Ask me anything else about ${city.name}'s city council.`
        : `Hello! I'm the ${city.name} civic assistant. ${canHelp} What would you like to know?`,
    refusal: (injection) =>
      `${
        injection
          ? "I can't change how I work or follow instructions inside a message, but I'm happy to answer questions from the city's records."
          : `Sorry, I can only answer questions about ${city.name}'s local government.`
      } ${canHelp}`,
    elsewhere: {
      federal:
        'That is a federal matter, which I do not cover. Congress.gov lists federal bills and how members of Congress voted, and your U.S. senators and representative have official websites.',
      state: `That is a matter for the State of ${city.state}, which I do not cover. The ${city.state} Legislature (${city.legislatureWebsite}) publishes bills and votes, and the Governor's office has its own site.`,
      county: `That belongs to the county government, which I do not cover. ${city.county.name} publishes its own meetings and contacts at ${city.county.website}.`,
      school: 'School boards are separate from the city council, and I do not cover them. Your school district publishes its board meetings on its own website.',
    },
    otherCity: (place, example) =>
      `I only cover ${city.name}'s city government, so I can't answer for ${place ?? 'another city'}. That city's own council or city website is the place to look${example ? ` (for example ${example})` : ''}.`,
    redirectTail: `For ${city.name}'s city council, ask me about meetings, votes, your councilor or alerts.`,
    serviceLine: (what, name, url, phone) =>
      `To report ${/s$/.test(what) ? what : `a ${what}`}, contact ${name}: ${url}${phone ? ` or call ${phone}` : ''}. The city's customer care staff send it to the crew that handles it.`,
    serviceOffice: (what, phone) =>
      `The city's service departments handle reports like ${what}; the ${city.councilName} office${phone ? ` (${phone})` : ''} can tell you where to report it.`,
    serviceCouncil: (contactLink) =>
      `The city council sets the budget and priorities for this work but does not dispatch crews. If a problem is not fixed, you can write to your councilor: ${contactLink}.`,
    alertsIntro: (alertsLink) => `You can get meeting alerts by email or text message from ${alertsLink}:`,
    alertSteps: [
      '1. Contact info: your name and email, and a phone number if you want text messages.',
      '2. Topics: choose the topics you care about, grouped by category.',
      '3. Preferences: the meeting types, email and/or SMS, and how far ahead to be told: 1, 4, 12, 24 (recommended), 48 or 168 hours.',
      'Every email has a one-click unsubscribe link, and replying STOP to a text ends SMS alerts.',
    ],
    matchingTopics: (names) => `Matching alert topics: ${names}.`,
    contactIntro: (contactLink) => `To write to your representatives, use ${contactLink}:`,
    contactSteps: (office) => [
      'Step 1: enter your address to find your district, your councilor, the mayor and the council office.',
      'Step 2: describe your concern and choose a tone (friendly, formal or urgent).',
      'Step 3: review the drafted email; you send it yourself from your own email. Follow up after 2-3 weeks if you have not heard back.',
      `The ${city.councilName} office: ${office}.`,
    ],
    notFound: (meetingsLink) =>
      `I don't know: I couldn't find that in the ${city.name} council records I have, and I won't guess. You can search the minutes on ${meetingsLink}, or ask me about a meeting, a vote, your councilor, organizations or alerts.`,
    relatedInDirectory: 'Related in our directory:',
    injectionNote: "I'll ignore the instructions in your message and answer from the city's records.",
    askForDistrict: (purpose, finderLink, districtCount) =>
      `To ${purpose === 'vote' ? 'look up how your councilor voted' : 'tell you who your councilor is'}, I need your council district. What is your address? You can look it up on ${finderLink}, or tell me your district number (1 to ${districtCount}).`,
    noSittingCouncilor: (district) => `I don't have a sitting councilor on file for District ${district}.`,
    representedBy: (district, name, councilorLink) => `District ${district} is represented by **${name}** — ${councilorLink}.`,
    addressPlaced: (address, district, exact, finderLink) =>
      `I placed **${address}** in District ${district}${exact ? ", from the city's own address point" : `, approximately (from the street grid): you can check it on ${finderLink}`}.`,
    addressTagConflict: (address, clerkDistrict, times) =>
      `But the council's minutes call ${address}, nearby, District ${clerkDistrict} (${times === 1 ? 'once' : `${times} times`}); which one is right is the city's to settle.`,
    addressOnLine: (address, districts, finderLink) =>
      `**${address}** is near the line between Districts ${districts.join(' and ')}, so I can't tell which one from the address alone. ${finderLink} shows it on the map.`,
    addressNotPlaced: (address, finderLink) =>
      `I couldn't place **${address}** on the city's map. You can look it up on ${finderLink}, or tell me your district number.`,
    speakIntro: 'You can be heard on an item before the council votes on it:',
    speakWay: {
      written_comment: 'Write to the council: the written comment reaches the councilors and the record',
      request_to_speak: 'Speak at the meeting: fill in a Request to Speak form, in person at City Hall',
      public_comment_topic: "Give a topic for the meeting's Hearing of Public Comments",
      testify_in_person: 'Testify at the hearing, in person',
      testify_online: 'Testify at the hearing, online, after registering with the council',
    },
    speakCloses: (when) => ` (for this meeting, by ${when})`,
    speakClosed: ' (closed for this meeting)',
    speakForMeeting: (meetingLink, when) => `The next council meeting is ${meetingLink}, on **${when}**. Its deadlines:`,
    speakNoMeeting: (meetingsLink) => `No council meeting is on the calendar yet; each meeting on ${meetingsLink} shows its deadlines once it is.`,
    speakSecretary: (name, title, email, phone) => `Questions, or a comment for the record: ${[name, title, email, phone].filter(Boolean).join(', ')}.`,
    speakNoRules: (contactLink) => `I don't have the city's rules for public comment. You can write to your councilor with ${contactLink}.`,
    contactsOnFile: (contacts) => `Contacts on file: ${contacts} (from a third-party list, not yet verified with the city).`,
    writeToThem: (contactLink) => `You can write to them with ${contactLink}.`,
    formerUnknownDistrict: (name) => `I can't tell which district ${name} represented from the records.`,
    formerCouncilor: (name, district) => `The roll calls in the minutes list **${name}** for District ${district}, who no longer holds the seat.`,
    nowRepresentedBy: (district, name, councilorLink) => ` District ${district} is now represented by **${name}** — ${councilorLink}.`,
    councilList: (councilName, count) => `The ${councilName} has ${count} councilors, one per district:`,
    districtLine: (district, councilorLink) => `- District ${district}: ${councilorLink}`,
    noMayor: `I don't have the mayor on file.`,
    mayorIs: (cityName, name, contactLink) => `The Mayor of ${cityName} is **${name}**. You can write to the mayor with ${contactLink}.`,
    representsDistrict: (name, district, councilorLink, contacts) =>
      `**${name}** represents District ${district} — ${councilorLink}.${contacts ? ` Contacts on file: ${contacts} (not yet verified with the city).` : ''}`,
    meetingLabel: (type) => TYPE_LABELS[type ?? 'council'] ?? (type ?? 'council').replaceAll('_', ' '),
    atLocation: (location) => `, at ${location}`,
    noUpcoming: (label, meetingsLink) =>
      `I don't see an upcoming ${label} meeting in the records yet. The ${meetingsLink} page shows new meetings as soon as they are posted.`,
    awaitingMinutes: (when, meetingLink) =>
      `The latest one on the calendar, on **${when}** (${meetingLink}), has passed; its minutes have not been published yet.`,
    otherMeetingsComingUp: 'Other meetings coming up:',
    postponed: ' (**postponed**)',
    nextMeeting: (label, when, meetingLink) => `The next ${label} meeting is on **${when}** — ${meetingLink}.`,
    alsoOnCalendar: 'Also on the calendar:',
    noPastMinutes: (meetingsLink) => `I don't have minutes of a past meeting yet. See ${meetingsLink}.`,
    mostRecentMeeting: (meetingLink, date) => `The most recent meeting in the records is ${meetingLink} on ${date}.`,
    decisionsLead: 'Here is what the council records say:',
    item: (number) => `Item ${number}`,
    recordTitle: (title) => title,
    itemResult: (result) => result,
    cancelled: ' (cancelled)',
    meetingsOfPeriod: 'Meetings in the records for that period:',
    whichVote: (who) => `Which vote do you mean? Tell me the subject, for example "How did ${who} vote on rezoning?"`,
    voted: { aye: 'voted **aye** (yes)', nay: 'voted **nay** (no)', abstain: '**abstained**', absent: 'was **absent**' },
    rollCallLine: (dated, item, title, councilor, vote, outcome) => `- ${dated}, item ${item} (${title}): ${councilor} ${vote}; the motion ${outcome}.`,
    notInRollCall: (dated, item, title, who, outcome) =>
      `- ${dated}, item ${item} (${title}): ${who} is not in the roll call of this vote (not on the council then); the motion ${outcome}.`,
    resultOnly: (dated, item, title, result) =>
      `- ${dated}, item ${item} (${title}): the minutes record the result, **${result}**, but no roll call by councilor for this item.`,
    againstLead: 'Here is who voted no in the roll call that decided each item, from the minutes:',
    againstLine: (dated, item, title, nays, ayes, outcome) =>
      `- ${dated}, item ${item} (${title}): ${nays.length > 0 ? `voted **no**: ${nays.join(', ')}` : '**no one** voted no'} (${ayes} aye); the motion ${outcome}.`,
    howTheyVoted: (name) => `Here is how **${name}** voted, from the roll calls in the minutes:`,
    districtLabel: (district) => `District ${district}`,
    noOrganization: (organizationsLink) =>
      `I couldn't find an organization in our directory that works on that. Browse them all on ${organizationsLink}.`,
    someOrganizations: 'Some of the community organizations in our directory:',
    organizationsOnThat: 'These organizations work on that:',
    everyOrganization: (organizationsLink) => `See every organization on ${organizationsLink}.`,
    noCampaign: (campaignsLink) => `I couldn't find a campaign about that. See the current ones on ${campaignsLink}.`,
    activeCampaigns: 'Active campaigns you can join:',
    campaignsOnThat: 'Campaigns on that subject:',
    joinCampaign: (campaignsLink) => `Join one on ${campaignsLink}.`,
    pageTitles: {
      alerts: 'Get Notified',
      findDistrict: 'Find Your District',
      contact: 'Contact Representatives',
      meetings: 'City Council Meetings',
      organizations: 'Organizations',
      campaigns: 'Campaigns',
    },
  };
}
