/**
 * Verbs of the events a record goes through and the words its dates are named by: "pay" is dated by
 * "Payment date" or "Paid on", "ship" by "Ship date" or "Shipped at".
 */
/** A lookup table without a prototype: no question word ("constructor", "toString") finds an inherited property. */
const table = <T>(entries: Record<string, T>): Record<string, T> => Object.assign(Object.create(null) as Record<string, T>, entries);

/** Verbs whose participle is not the verb plus -ed: "pay" → paid. */
const IRREGULAR: Record<string, string> = table({
  pay: 'paid',
  pays: 'paid',
  paying: 'paid',
  sell: 'sold',
  send: 'sent',
  ship: 'shipped',
  ships: 'shipped',
  make: 'made',
  hold: 'held',
  leave: 'left',
  leaves: 'left',
  leaving: 'left',
});
/** The nouns of a verb's event a date may be named by: "pay" → "Payment date", "deliver" → "Delivery date". */
const EVENT_NOUNS: Record<string, string[]> = table({
  pay: ['payment'],
  // Money collected is money paid in: dated by the payment ("Paid date", "Fully paid on").
  collect: ['collection', 'paid', 'payment', 'received', 'receipt'],
  ship: ['shipment', 'shipping'],
  deliver: ['delivery'],
  resolve: ['resolution'],
  approve: ['approval'],
  close: ['closing', 'closure'],
  complete: ['completion'],
  settle: ['settlement'],
  receive: ['receipt'],
  sign: ['signing', 'signature'],
  hire: ['hiring', 'hire'],
  // People leaving and joining: "how many employees left in 2023" is dated by their termination.
  leave: ['termination', 'exit', 'departure', 'separation', 'leaving'],
  quit: ['termination', 'exit', 'departure', 'resignation'],
  resign: ['resignation', 'termination', 'exit'],
  terminate: ['termination'],
  exit: ['exit', 'termination'],
  join: ['hire', 'joining', 'start'],
  fulfil: ['fulfilment', 'fulfillment'],
  fulfill: ['fulfillment'],
});
/** The participles (and event nouns) a word of the question may be of: "close", "closing" → closed; "pay" → paid, payment. */
export function participles(w: string): string[] {
  const nouns = EVENT_NOUNS[w] ?? [];
  if (IRREGULAR[w]) return [IRREGULAR[w]!, ...nouns];
  const stem = w.replace(/(ing|es|s)$/, '');
  return [w, `${w}d`, `${w}ed`, `${stem}ed`, `${stem}d`, `${w.replace(/y$/, 'i')}ed`, `${w}${w.at(-1)}ed`, ...nouns];
}

/** The verb of an irregular participle: "paid" → pay, "left" → leave (the first, plain form listed). */
const VERB_OF_PARTICIPLE: Record<string, string> = table(
  Object.fromEntries(
    Object.entries(IRREGULAR)
      .reverse()
      .map(([verb, p]) => [p, verb]),
  ),
);

/** Every word an event said by a verb or its participle may be named by: "paid" → pay, paid, payment; "delivered" → delivery. */
export function eventWords(w: string): string[] {
  // Those who did it name the event too: "leavers" left, "joiners" joined (only verbs of the lexicon: "customers" is no custom).
  const doer = [w.replace(/rs?$/, ''), w.replace(/ers?$/, '')].find((v) => v !== w && (EVENT_NOUNS[v] || IRREGULAR[v]));
  if (doer) return eventWords(doer);
  const verbs = new Set([w, VERB_OF_PARTICIPLE[w] ?? w, w.replace(/ed$/, ''), w.replace(/d$/, ''), w.replace(/ied$/, 'y'), w.replace(/(.)\1ed$/, '$1')]);
  return [...new Set([...verbs].flatMap((v) => [v, ...participles(v)]))];
}
