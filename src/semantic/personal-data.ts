import type { ColumnType } from '../contracts/columns.js';

/**
 * Whether a column looks like personal data, so that the spec build proposes it as sensitive: by
 * its name (email, phone, address, card or account number, a person's name, a birth date) or by the
 * shape of most of its values (emails, phone numbers, card numbers that pass the Luhn check, IBANs,
 * street addresses, names with a title such as "Mr." or "Dr."). General language only: no table's values.
 */
/** Roles people hold in a business (and their acronyms: CSM, AE, SDR): a column so named holds people (when its values are names). */
const ROLES =
  'employee|owner|assignee|csm|cse|tam|kam|ae|am|sdr|bdr|doctor|physician|teacher|nurse|manager|agent|rep|representative|salesperson|contact|user|student|member|staff|approver|requester|reporter|technician|instructor|customer|client|buyer|seller|patient|guest|passenger|tenant|subscriber|applicant|candidate|donor|volunteer|recipient|sender|operator|worker|supervisor|inspector|engineer|analyst|cashier|clerk|courier|picker|packer|planner|recruiter|consultant|advisor|coordinator|dispatcher|attendee|participant|visitor|traveller|traveler|borrower|reviewer|trainer';
/** Public roles: named for what they did in public (players, drivers, authors), not personal data by their role alone. */
const PUBLIC_ROLES = 'author|driver';

const PERSONAL_NAME = new RegExp(
  `(^|_)(e_?mail(_address)?|phone(_number|_no)?|mobile|telephone|tel|fax|(home_|street_|postal_|mailing_)?address|street|zip(_code)?|post_?code|postal_code|ssn|social_security(_number)?|national_id|passport(_number|_no)?|iban|account_(number|no)|card_(number|no)|credit_card|first_?name|last_?name|surname|full_?name|given_name|family_name|maiden_name|patient(_name)?|person(_name)?|(${ROLES}|${PUBLIC_ROLES})_name|dob|date_of_birth|birth_?date|birthday)$`,
);

const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
const PHONE = /^\+?[\d\s().\-/]{7,}$/;
const IBAN = /^[A-Z]{2}\d{2}\s?(?:[A-Z0-9]{4}\s?){2,7}[A-Z0-9]{1,4}$/;
const STREET =
  /^\d+[a-z]?\s+(?:[\p{L}.'-]+\s+){1,4}(?:street|st|avenue|ave|road|rd|lane|ln|drive|dr|boulevard|blvd|way|court|ct|place|pl|terrace|close|crescent)\b/iu;
const TITLED_NAME = /(?:^|[\s,])(?:Mr|Mrs|Ms|Miss|Mx|Dr|Master|Rev|Sir|Madam|Mme|Mlle|MR|MRS|MS|DR)\.?\s+\p{Lu}/u;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

function isPhone(v: string): boolean {
  if (!PHONE.test(v)) return false;
  const digits = v.replace(/\D/g, '');
  // Dates ("2004-06-05") and plain numbers are not phone numbers: a phone has a separator or a plus.
  return digits.length >= 7 && digits.length <= 15 && /[\s().\-+]/.test(v) && !/^\d{4}-\d{2}-\d{2}$/.test(v);
}

function isCard(v: string): boolean {
  if (!/^[\d\s-]{13,23}$/.test(v)) return false;
  const digits = v.replace(/\D/g, '');
  return digits.length >= 13 && digits.length <= 19 && luhn(digits);
}

const SHAPES: ((v: string) => boolean)[] = [(v) => EMAIL.test(v), isPhone, isCard, (v) => IBAN.test(v), (v) => STREET.test(v), (v) => TITLED_NAME.test(v)];

/**
 * A column named after a role people hold in a business ("Employee", "Operator", "Customer"): personal data
 * when its values read as people's names (a customer that is a company is none). Public roles (players,
 * drivers, authors) are not among ROLES: such tables are mostly about public figures.
 */
const PERSON_ROLE = new RegExp(`(^|_)(${ROLES})s?$`);
/** Two to four capitalised words, none of them a company's ("Wen Dahl", "Mary-Ann O'Neil"; not "Acme Corp"). */
const PERSON_NAME = /^\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’.-]*){1,3}$/u;
const COMPANY_WORDS =
  /\b(inc|ltd|llc|corp|co|company|group|gmbh|sa|plc|partners|holdings|academy|labs|systems|solutions|logistics|services|university|hotel|air|airlines)\b/i;
const isPersonName = (v: string) => PERSON_NAME.test(v) && !COMPANY_WORDS.test(v);

/** Share of sampled values one shape must reach for the column to read as that kind of personal data. */
const SHAPE_SHARE = 0.6;

export function looksPersonal(name: string, type: ColumnType, sample: readonly unknown[]): boolean {
  if (type !== 'boolean' && PERSONAL_NAME.test(name)) return true;
  if (type !== 'text') return false;
  const values = sample.map((v) => String(v ?? '').trim()).filter((v) => v.length > 0);
  if (values.length < 3) return false;
  if (PERSON_ROLE.test(name) && values.filter(isPersonName).length >= SHAPE_SHARE * values.length) return true;
  return SHAPES.some((shape) => values.filter(shape).length >= SHAPE_SHARE * values.length);
}
