/**
 * Prompt-injection defences. Nothing a resident types, and nothing inside a document, is ever treated as an
 * instruction: the offline engine never follows text at all, and the LLM engine receives both as quoted data.
 * On top of that, instruction-like phrases are recognised so that (1) the reply can say it will not follow
 * them, and (2) they are blanked out of documents before a model sees them.
 */

const INJECTION_PATTERNS: RegExp[] = [
  /\b(ignore|disregard|forget|override|bypass)\b[^.!?\n]{0,40}\b(previous|prior|above|earlier|all|your|the|any|these)\b[^.!?\n]{0,30}\b(instructions?|rules?|prompts?|guidelines?|directions?|messages?|context)\b/i,
  /\b(you are|you're|act as|pretend (to be|you are)|roleplay as|from now on,? you)\b[^.!?\n]{0,40}\b(dan|jailbr\w*|unrestricted|unfiltered|no (rules|restrictions|limits)|developer mode|evil|an? (ai|assistant|model) (without|with no))\b/i,
  /\b(system|developer)\s*(prompt|message|instructions?)\b/i,
  /\b(reveal|print|show|repeat|output|leak)\b[^.!?\n]{0,30}\b(prompt|instructions|system message|hidden rules)\b/i,
  /<\/?\s*(system|assistant|user|instructions?)\s*>/i,
  /^\s*(system|assistant)\s*:/im,
  /\bnew instructions?\b/i,
  /\b(jailbreak|prompt injection)\b/i,
  /\b(say|respond|reply|answer|write|state|confirm)\b[^.!?\n]{0,20}\b(exactly|only|verbatim)\b[^.!?\n]{0,10}["“']/i,
  // Spanish (written with or without accents)
  /\b(ignora|ignore|olvida|olvide|omite|omita)\b[^.!?\n]{0,40}\b(instrucciones|reglas|indicaciones|normas)\b/i,
  /\b(eres|ahora eres|act[uú]a como|finge|finja|hazte pasar por)\b[^.!?\n]{0,40}\b(dan|sin (reglas|restricciones|l[ií]mites)|modo desarrollador)\b/i,
  /\b(revela|revele|muestra|muestre|imprime|repite)\b[^.!?\n]{0,30}\b(prompt|instrucciones|reglas ocultas|mensaje del sistema)\b/i,
  /\bnuevas instrucciones\b/i,
  /\b(di|diga|responde|responda|escribe|escriba|confirma|confirme)\b[^.!?\n]{0,20}\b(exactamente|solamente|solo|s[oó]lo)\b[^.!?\n]{0,10}["“'«]/i,
];

/** Whether the text tries to give the assistant instructions. */
export function looksLikeInjection(text: string): boolean {
  return INJECTION_PATTERNS.some((p) => p.test(text));
}

/**
 * The sentences of the text that are not instructions: what is left to answer after an injection attempt.
 * "Ignore your rules. When is the next council meeting?" keeps the question.
 */
export function withoutInstructions(text: string): string {
  return text
    // A fake role block ("<system>...</system>") goes whole, then any stray role tag.
    .replace(/<\s*(system|assistant|instructions?)\s*>[\s\S]*?<\/\s*\1\s*>/gi, ' ')
    .replace(/<\/?\s*(system|assistant|user|instructions?)\s*>/gi, ' ')
    .split(/(?<=[.!?\n])\s+/)
    .filter((sentence) => !looksLikeInjection(sentence))
    .join(' ')
    .trim();
}

/** Document text for a model: instruction-like sentences replaced by a marker, so a minutes file cannot steer it. */
export function neutralizeDocument(text: string): string {
  return text
    .split(/(?<=[.!?\n])\s+/)
    .map((sentence) => (looksLikeInjection(sentence) ? '[instruction-like text removed]' : sentence))
    .join(' ');
}
