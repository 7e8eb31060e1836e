/**
 * The assistant's own sentences in Spanish (see wording.ts): plain, respectful Latin American Spanish, "usted".
 * What the records say (titles, summaries, item titles, results) is quoted in English, after `recordNote`.
 */
import type { CityConfig } from '#contract/city.ts';
import type { Wording } from './wording-shape.ts';

const TYPE_LABELS: Record<string, string> = {
  council: 'del concejo',
  committee: 'de comité',
  regular_council: 'ordinaria del Concejo Municipal',
  public_works_committee: 'del Comité de Obras Públicas (Public Works Committee)',
  urban_economic_committee: 'del Comité de Desarrollo Urbano y Económico (Urban and Economic Development Committee)',
  budget_committee: 'del Comité de Presupuesto (Budget Committee)',
  planning_commission: 'de la Comisión de Planificación (Planning Commission)',
  board_of_adjustment: 'de la Junta de Ajustes (Board of Adjustment)',
};


/** A motion's outcome (contract VOTE_OUTCOMES) as the end of a Spanish sentence. */
const OUTCOMES: Record<string, string> = { passed: 'fue aprobada', failed: 'no fue aprobada', tabled: 'quedó en suspenso', withdrawn: 'fue retirada' };

/** An agenda item's result (as the minutes record it) in Spanish. */
const RESULTS: Record<string, string> = {
  passed: 'aprobado',
  failed: 'no aprobado',
  denied: 'denegado',
  continued: 'pospuesto',
  tabled: 'aplazado',
  referred: 'remitido a otra junta',
  pulled: 'retirado de la agenda',
};

/** How the "which district?" question starts, whatever the city: a follow-up is read as its answer. */
export const ASK_DISTRICT_MARKER_ES = 'necesito su distrito del concejo';

/** The assistant's sentences for `city`, built per city so that two cities in one process each hear their own name. */
export function wordingEs(city: CityConfig): Wording {
  const canHelp = `Puedo ayudarle con el gobierno local de ${city.name}: las reuniones y agendas del Concejo Municipal, lo que decidió el concejo y cómo votaron los concejales, quién representa su distrito, las organizaciones y campañas de la comunidad, y las alertas de reuniones.`;
  return {
    locale: 'es-US',
    askDistrictMarker: ASK_DISTRICT_MARKER_ES,
    recordNote: '_Lo citado de los registros está en inglés, como lo publicó la ciudad._',
    canHelp,
    greeting: (thanks) =>
      thanks
        ? `¡Con gusto! Pregúnteme lo que guste sobre el Concejo Municipal de ${city.name}.`
        : `¡Hola! Soy el asistente cívico de ${city.name}. ${canHelp} ¿Qué le gustaría saber?`,
    refusal: (injection) =>
      `${
        injection
          ? 'No puedo cambiar mi forma de trabajar ni seguir instrucciones que vengan dentro de un mensaje, pero con gusto respondo preguntas a partir de los registros de la ciudad.'
          : `Lo siento, solo puedo responder preguntas sobre el gobierno local de ${city.name}.`
      } ${canHelp}`,
    elsewhere: {
      federal:
        'Ese es un asunto federal, que no cubro. Congress.gov publica los proyectos de ley federales y cómo votaron los miembros del Congreso, y sus senadores y su representante en Washington tienen sitios web oficiales.',
      state: `Ese es un asunto del Estado de ${city.state}, que no cubro. La Legislatura de ${city.state} (${city.legislatureWebsite}) publica los proyectos de ley y las votaciones, y la oficina del gobernador tiene su propio sitio.`,
      county: `Eso le corresponde al gobierno del condado, que no cubro. El ${city.county.nameEs} publica sus reuniones y contactos en ${city.county.website}.`,
      school: 'Las juntas escolares son independientes del Concejo Municipal, y no las cubro. Su distrito escolar publica las reuniones de su junta en su propio sitio web.',
    },
    otherCity: (place, example) =>
      `Solo cubro el gobierno municipal de ${city.name}, así que no puedo responder por ${place ?? 'otra ciudad'}. Le conviene consultar el concejo o el sitio web de esa ciudad${example ? ` (por ejemplo, ${example})` : ''}.`,
    redirectTail: `Sobre el Concejo Municipal de ${city.name}, pregúnteme por reuniones, votaciones, su concejal o las alertas.`,
    // The city's configuration writes alternatives with "or" ("311 or (918) 596-2100").
    serviceLine: (_what, name, url, phone) =>
      `Para reportar ese problema, comuníquese con ${name}: ${url}${phone ? ` o llame al ${phone.replaceAll(' or ', ' o ')}` : ''}. El personal de atención de la ciudad lo envía al equipo que se encarga.`,
    serviceOffice: (_what, phone) =>
      `Los departamentos de servicios de la ciudad atienden ese tipo de reportes; la oficina del ${city.councilName}${phone ? ` (${phone})` : ''} le puede decir dónde reportarlo.`,
    serviceCouncil: (contactLink) =>
      `El Concejo Municipal fija el presupuesto y las prioridades de este trabajo, pero no envía cuadrillas. Si el problema no se resuelve, puede escribirle a su concejal: ${contactLink}.`,
    alertsIntro: (alertsLink) => `Puede recibir alertas de reuniones por correo electrónico o mensaje de texto desde ${alertsLink}:`,
    alertSteps: [
      '1. Datos de contacto: su nombre y correo electrónico, y un número de teléfono si desea mensajes de texto.',
      '2. Temas: elija los temas que le interesan, agrupados por categoría.',
      '3. Preferencias: los tipos de reunión, correo y/o SMS, y con cuánta anticipación avisarle: 1, 4, 12, 24 (recomendado), 48 o 168 horas.',
      'Cada correo trae un enlace para darse de baja con un clic, y responder ALTO (o STOP) a un mensaje de texto cancela las alertas por SMS.',
    ],
    matchingTopics: (names) => `Temas de alerta relacionados (nombres en inglés): ${names}.`,
    contactIntro: (contactLink) => `Para escribirles a sus representantes, use ${contactLink}:`,
    contactSteps: (office) => [
      'Paso 1: escriba su dirección para encontrar su distrito, su concejal, el alcalde y la oficina del concejo.',
      'Paso 2: describa su inquietud y elija un tono (amable, formal o urgente); puede elegir que la carta esté en español o en inglés.',
      'Paso 3: revise el correo redactado; usted mismo lo envía desde su propio correo. Si no recibe respuesta, haga seguimiento después de 2 o 3 semanas.',
      `La oficina del ${city.councilName}: ${office}.`,
    ],
    notFound: (meetingsLink) =>
      `No lo sé: no encontré eso en los registros del concejo de ${city.name} que tengo, y no voy a adivinar. Puede buscar en las actas en ${meetingsLink}, o preguntarme por una reunión, una votación, su concejal, las organizaciones o las alertas.`,
    relatedInDirectory: 'Relacionado en nuestro directorio:',
    injectionNote: 'Voy a ignorar las instrucciones de su mensaje y responder a partir de los registros de la ciudad.',
    askForDistrict: (purpose, finderLink, districtCount) =>
      `Para ${purpose === 'vote' ? 'buscar cómo votó su concejal' : 'decirle quién es su concejal'}, necesito su distrito del concejo. ¿Cuál es su dirección? Puede buscarlo en ${finderLink}, o decirme el número de su distrito (del 1 al ${districtCount}).`,
    noSittingCouncilor: (district) => `No tengo registrado a un concejal en funciones para el Distrito ${district}.`,
    representedBy: (district, name, councilorLink) => `El Distrito ${district} está representado por **${name}** — ${councilorLink}.`,
    addressPlaced: (address, district, exact, finderLink) =>
      `Ubiqué **${address}** en el Distrito ${district}${exact ? ', según el punto de dirección de la propia ciudad' : `, de forma aproximada (por la cuadrícula de calles): puede comprobarlo en ${finderLink}`}.`,
    addressTagConflict: (address, clerkDistrict, times) =>
      `Pero las actas del concejo llaman a ${address}, cerca de allí, Distrito ${clerkDistrict} (${times === 1 ? 'una vez' : `${times} veces`}); cuál es el correcto le toca decidirlo a la ciudad.`,
    addressOnLine: (address, districts, finderLink) =>
      `**${address}** está cerca del límite entre los Distritos ${districts.join(' y ')}, así que no puedo saber cuál es solo por la dirección. ${finderLink} lo muestra en el mapa.`,
    addressNotPlaced: (address, finderLink) =>
      `No pude ubicar **${address}** en el mapa de la ciudad. Puede buscarla en ${finderLink}, o decirme el número de su distrito.`,
    speakIntro: 'Puede hacerse escuchar sobre un punto antes de que el concejo lo vote:',
    speakWay: {
      written_comment: 'Escriba al concejo: el comentario escrito llega a los concejales y queda en el registro',
      request_to_speak: 'Hable en la reunión: llene un formulario de solicitud para hablar (Request to Speak), en persona en el Ayuntamiento',
      public_comment_topic: 'Proponga un tema para la audiencia de comentarios del público de la reunión',
      testify_in_person: 'Testifique en la audiencia, en persona',
      testify_online: 'Testifique en la audiencia, en línea, después de inscribirse con el concejo',
    },
    speakCloses: (when) => ` (para esta reunión, a más tardar el ${when})`,
    speakClosed: ' (cerrado para esta reunión)',
    // "5:00 p.m." already ends the sentence: no second full stop after it.
    speakForMeeting: (meetingLink, when) => `La próxima reunión del concejo es ${meetingLink}, el **${when}**${when.endsWith('.') ? '' : '.'} Sus plazos:`,
    speakNoMeeting: (meetingsLink) => `Todavía no hay una reunión del concejo en el calendario; cada reunión en ${meetingsLink} muestra sus plazos cuando se programa.`,
    speakSecretary: (name, title, email, phone) => `Preguntas, o un comentario para el registro: ${[name, title, email, phone].filter(Boolean).join(', ')}.`,
    speakNoRules: (contactLink) => `No tengo las reglas de la ciudad para los comentarios del público. Puede escribir a su concejal con ${contactLink}.`,
    contactsOnFile: (contacts) => `Contactos registrados: ${contacts} (de una lista de terceros, aún no verificada con la ciudad).`,
    writeToThem: (contactLink) => `Puede escribirle con ${contactLink}.`,
    formerUnknownDistrict: (name) => `No puedo saber por los registros qué distrito representó ${name}.`,
    formerCouncilor: (name, district) => `Las votaciones nominales de las actas registran a **${name}** por el Distrito ${district}; ya no ocupa ese puesto.`,
    nowRepresentedBy: (district, name, councilorLink) => ` Ahora el Distrito ${district} está representado por **${name}** — ${councilorLink}.`,
    councilList: (councilName, count) => `El ${councilName} tiene ${count} concejales, uno por distrito:`,
    districtLine: (district, councilorLink) => `- Distrito ${district}: ${councilorLink}`,
    noMayor: 'No tengo registrado al alcalde.',
    mayorIs: (cityName, name, contactLink) => `El alcalde de ${cityName} es **${name}**. Puede escribirle al alcalde con ${contactLink}.`,
    representsDistrict: (name, district, councilorLink, contacts) =>
      `**${name}** representa al Distrito ${district} — ${councilorLink}.${contacts ? ` Contactos registrados: ${contacts} (aún no verificados con la ciudad).` : ''}`,
    meetingLabel: (type) => TYPE_LABELS[type ?? 'council'] ?? `(${(type ?? 'council').replaceAll('_', ' ')})`,
    atLocation: (location) => `, en ${location}`,
    noUpcoming: (label, meetingsLink) =>
      `Todavía no veo una próxima reunión ${label} en los registros. La página ${meetingsLink} muestra las reuniones nuevas en cuanto se publican.`,
    awaitingMinutes: (when, meetingLink) =>
      `La última del calendario, el **${when}** (${meetingLink}), ya pasó; su acta todavía no se ha publicado.`,
    otherMeetingsComingUp: 'Otras reuniones próximas:',
    postponed: ' (**pospuesta**)',
    nextMeeting: (label, when, meetingLink) => `La próxima reunión ${label} es el **${when}** — ${meetingLink}.`,
    alsoOnCalendar: 'También en el calendario:',
    noPastMinutes: (meetingsLink) => `Todavía no tengo actas de una reunión pasada. Vea ${meetingsLink}.`,
    mostRecentMeeting: (meetingLink, date) => `La reunión más reciente en los registros es ${meetingLink}, del ${date}.`,
    decisionsLead: 'Esto dicen los registros del concejo:',
    item: (number) => `Punto ${number}`,
    recordTitle: (title, plain) =>
      plain ? `${plain.es.replace(/\.$/, '')} (título oficial, en inglés: ${title})` : `${title} (título oficial, en inglés)`,
    itemResult: (result) => RESULTS[result] ?? result,
    cancelled: ' (cancelada)',
    meetingsOfPeriod: 'Reuniones en los registros para ese período:',
    whichVote: (who) => `¿A qué votación se refiere? Dígame el tema, por ejemplo: "¿Cómo votó ${who} sobre la rezonificación?"`,
    voted: { aye: 'votó **a favor** (aye)', nay: 'votó **en contra** (nay)', abstain: 'se **abstuvo**', absent: 'estuvo **ausente**' },
    rollCallLine: (dated, item, title, councilor, vote, outcome) =>
      `- ${dated}, punto ${item} (${title}): ${councilor} ${vote}; la moción ${OUTCOMES[outcome] ?? `: ${outcome}`}.`,
    notInRollCall: (dated, item, title, who, outcome) =>
      `- ${dated}, punto ${item} (${title}): ${who} no aparece en la votación nominal (no estaba en el concejo entonces); la moción ${OUTCOMES[outcome] ?? `: ${outcome}`}.`,
    resultOnly: (dated, item, title, result) =>
      `- ${dated}, punto ${item} (${title}): las actas registran el resultado, **${result}**, pero no una votación nominal por concejal para este punto.`,
    againstLead: 'Esto muestran las actas sobre quién votó en contra en la votación nominal que decidió cada punto:',
    againstLine: (dated, item, title, nays, ayes, outcome) =>
      `- ${dated}, punto ${item} (${title}): ${nays.length > 0 ? `votó **en contra**: ${nays.join(', ')}` : '**nadie** votó en contra'} (${ayes} a favor); la moción ${OUTCOMES[outcome] ?? `: ${outcome}`}.`,
    howTheyVoted: (name) => `Así votó **${name}**, según las votaciones nominales de las actas:`,
    districtLabel: (district) => `Distrito ${district}`,
    noOrganization: (organizationsLink) =>
      `No encontré en nuestro directorio una organización que trabaje en eso. Puede verlas todas en ${organizationsLink}.`,
    someOrganizations: 'Algunas de las organizaciones comunitarias de nuestro directorio:',
    organizationsOnThat: 'Estas organizaciones trabajan en ese tema:',
    everyOrganization: (organizationsLink) => `Vea todas las organizaciones en ${organizationsLink}.`,
    noCampaign: (campaignsLink) => `No encontré una campaña sobre eso. Vea las campañas actuales en ${campaignsLink}.`,
    activeCampaigns: 'Campañas activas a las que puede unirse:',
    campaignsOnThat: 'Campañas sobre ese tema:',
    joinCampaign: (campaignsLink) => `Únase a una en ${campaignsLink}.`,
    pageTitles: {
      alerts: 'Recibir alertas',
      findDistrict: 'Encuentre su distrito',
      contact: 'Contactar a sus representantes',
      meetings: 'Reuniones del Concejo Municipal',
      organizations: 'Organizaciones',
      campaigns: 'Campañas',
    },
  };
}
