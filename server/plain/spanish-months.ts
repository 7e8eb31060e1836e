/** English month names, as the clerk prints them, to Spanish (dates in plain lines and meeting titles, issue 48). */
export const MONTHS_ES: Readonly<Record<string, string>> = {
  January: 'enero', February: 'febrero', March: 'marzo', April: 'abril', May: 'mayo', June: 'junio',
  July: 'julio', August: 'agosto', September: 'septiembre', October: 'octubre', November: 'noviembre', December: 'diciembre',
};
