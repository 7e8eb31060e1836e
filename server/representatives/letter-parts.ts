/**
 * The offline letter's parts per language and tone. English as before; Spanish written for a resident writing to
 * their councilor: plain, respectful Latin American Spanish with "usted" ("ustedes" when writing to several
 * people). The parts carry no facts beyond the resident's own: their district, address, name and words.
 */
import type { CityConfig } from '#contract/city.ts';
import type { EmailTone } from '#contract/enums.ts';
import type { Language } from '#contract/languages.ts';

/** What the resident gave, already tidied: the recipients as greeted, the district, the subject line's topic. */
export interface LetterFacts {
  recipients: string[];
  district: number | null;
  topic: string;
  /** The street address, or '' when the resident gave coordinates or none. */
  address: string;
  senderName: string | null;
}

export interface LetterParts {
  subject: string;
  greeting: string;
  intro: string;
  lead: string;
  ask: string;
  close: string;
  signOff: string;
}

function joinNames(names: string[], and: string): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;
}

function english(city: CityConfig, tone: EmailTone, f: LetterFacts): LetterParts {
  const who = f.recipients.length > 0 ? joinNames(f.recipients, 'and') : `members of the ${city.councilName}`;
  const place = f.district ? `District ${f.district}` : city.name;
  const where = f.address ? ` at ${f.address}` : '';
  const sender = f.senderName ?? (f.district ? `A District ${f.district} resident` : `A ${city.name} resident`);
  return {
    friendly: {
      subject: `${f.topic} - a note from your neighbor in ${place}`,
      // "Hello", not "Hi": the greeting carries an office and a full name ("Mayor Monroe Nichols").
      greeting: `Hello ${who},`,
      intro: `${f.senderName ? `My name is ${sender}, and I` : 'I'} live in ${place}${where}. I'm reaching out about something that matters to me and my neighbors.`,
      lead: `Here's what's going on, in my own words:`,
      ask: `Could you let me know whether this is already on your radar, and what the next step would be? If there's a city department I should contact as well, I'd be grateful for a pointer.`,
      close: `Thanks so much for your time and for everything you do for ${place}.`,
      signOff: `Thanks,\n${sender}`,
    },
    formal: {
      subject: `Constituent concern: ${f.topic}`,
      greeting: `Dear ${who}:`,
      intro: `I am writing as a constituent residing in ${place}${where} to bring the following matter to your attention.`,
      lead: `The concern, as I would describe it:`,
      ask: `I respectfully request that you review this matter and inform me which city department is responsible and what action is planned. If the matter requires action by the Council, I ask that you consider placing it on the agenda of an upcoming council or committee meeting so that residents may follow its progress.`,
      close: `Thank you for your attention to this matter. I look forward to your response.`,
      signOff: `Respectfully,\n${sender}${f.address ? `\n${f.address}` : ''}`,
    },
    urgent: {
      subject: `URGENT: ${f.topic} - action needed`,
      greeting: `${who},`,
      intro: `I live in ${place}${where}, and I am writing about a problem that needs prompt attention.`,
      lead: `The problem:`,
      ask: `Please act on this as soon as possible. I ask that you confirm you have received this message, tell me who is handling it, and let me know what will be done and by when.`,
      close: `Thank you for treating this with the urgency it deserves. I will follow up if I do not hear back.`,
      signOff: `Thank you,\n${sender}`,
    },
  }[tone];
}

function spanish(city: CityConfig, tone: EmailTone, f: LetterFacts): LetterParts {
  // One person is "usted"; several (or the council as a whole) are "ustedes".
  const several = f.recipients.length !== 1;
  const v = (one: string, many: string) => (several ? many : one);
  const who = f.recipients.length > 0 ? joinNames(f.recipients, 'y') : `miembros del ${city.councilName}`;
  const place = f.district ? `el Distrito ${f.district}` : city.name;
  const ofPlace = f.district ? `del Distrito ${f.district}` : `de ${city.name}`;
  const where = f.address ? `, en ${f.address}` : '';
  const sender = f.senderName ?? `Residente ${ofPlace}`;
  return {
    friendly: {
      subject: `${f.topic} - un mensaje de su comunidad en ${place}`,
      greeting: `Hola, ${who}:`,
      intro: `${f.senderName ? `Me llamo ${sender} y vivo` : 'Vivo'} en ${place}${where}. ${v('Le', 'Les')} escribo sobre algo que nos importa a mí y a mis vecinos.`,
      lead: 'Esto es lo que está pasando, en mis propias palabras:',
      ask: `¿${v('Podría', 'Podrían')} decirme si esto ya está en su radar y cuál sería el siguiente paso? Si hay algún departamento de la ciudad con el que también deba comunicarme, ${v('le', 'les')} agradecería la orientación.`,
      close: `Muchas gracias por su tiempo y por todo lo que ${v('hace', 'hacen')} por ${place}.`,
      signOff: `Gracias,\n${sender}`,
    },
    formal: {
      subject: `Inquietud de un residente: ${f.topic}`,
      greeting: `${v('Estimado/a', 'Estimados/as')} ${who}:`,
      intro: `${v('Le', 'Les')} escribo como residente ${ofPlace}${where ? `${where},` : ''} para hacer de su conocimiento el siguiente asunto.`,
      lead: 'El asunto, tal como yo lo describiría:',
      ask: `${v('Le', 'Les')} solicito respetuosamente que ${v('revise', 'revisen')} este asunto y me ${v('informe', 'informen')} qué departamento de la ciudad es responsable y qué acción se tiene prevista. Si el asunto requiere una acción del Concejo, ${v('le', 'les')} pido que ${v('considere', 'consideren')} incluirlo en la agenda de una próxima reunión del concejo o de un comité, para que los residentes podamos seguir su avance.`,
      close: `${v('Le', 'Les')} agradezco su atención a este asunto. Quedo en espera de su respuesta.`,
      signOff: `Atentamente,\n${sender}${f.address ? `\n${f.address}` : ''}`,
    },
    urgent: {
      subject: `URGENTE: ${f.topic} - se necesita acción`,
      greeting: `${who}:`,
      intro: `Vivo en ${place}${where ? `${where},` : ''} y ${v('le', 'les')} escribo sobre un problema que requiere atención inmediata.`,
      lead: 'El problema:',
      ask: `${v('Le', 'Les')} pido que ${v('actúe', 'actúen')} sobre esto lo antes posible. ${v('Le', 'Les')} solicito que me ${v('confirme', 'confirmen')} que ${v('recibió', 'recibieron')} este mensaje, me ${v('diga', 'digan')} quién se está encargando y me ${v('informe', 'informen')} qué se hará y para cuándo.`,
      close: 'Gracias por atender esto con la urgencia que merece. Daré seguimiento si no recibo respuesta.',
      signOff: `Gracias,\n${sender}`,
    },
  }[tone];
}

/** The parts of the letter in its language and tone. */
export function letterParts(city: CityConfig, language: Language, tone: EmailTone, facts: LetterFacts): LetterParts {
  return language === 'es' ? spanish(city, tone, facts) : english(city, tone, facts);
}
