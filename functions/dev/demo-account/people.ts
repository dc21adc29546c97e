/**
 * The demo's subscribers: plausible names at addresses on the domains
 * reserved for examples (RFC 2606), so no real mailbox is ever named.
 */
import type { Random } from './random';

const FIRST = [
  'Ada',
  'Aisha',
  'Alex',
  'Amara',
  'Ben',
  'Bianca',
  'Carlos',
  'Chloe',
  'Dan',
  'Dev',
  'Elena',
  'Emeka',
  'Erin',
  'Fatima',
  'Finn',
  'Grace',
  'Hana',
  'Hugo',
  'Imani',
  'Isla',
  'Jack',
  'Jamal',
  'Jo',
  'Kai',
  'Kate',
  'Leila',
  'Liam',
  'Lucia',
  'Maya',
  'Mei',
  'Nadia',
  'Noah',
  'Olu',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Ruth',
  'Sam',
  'Sara',
  'Theo',
  'Tom',
  'Uma',
  'Vera',
  'Wes',
  'Yara',
  'Yusuf',
  'Zoe',
] as const;

const LAST = [
  'Adams',
  'Baker',
  'Brennan',
  'Chen',
  'Costa',
  'Das',
  'Evans',
  'Fischer',
  'Garcia',
  'Haddad',
  'Hughes',
  'Ibrahim',
  'Jensen',
  'Kaur',
  'Kowalski',
  'Lee',
  'Lopez',
  'Martin',
  'Mensah',
  'Murphy',
  'Nakamura',
  'Novak',
  'Okafor',
  'Olsen',
  'Patel',
  'Quinn',
  'Rossi',
  'Santos',
  'Schmidt',
  'Silva',
  'Singh',
  'Tanaka',
  'Taylor',
  'Walsh',
  'Wright',
  'Young',
] as const;

const DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.example.com', 'post.example.org'] as const;

export interface Person {
  name: string;
  email: string;
}

/** `count` people with distinct addresses, the same ones for the same generator state. */
export function makePeople(random: Random, count: number): Person[] {
  const people: Person[] = [];
  const taken = new Set<string>();
  while (people.length < count) {
    const first = random.pick(FIRST);
    const last = random.pick(LAST);
    const style = random.int(0, 3);
    const local = [
      `${first}.${last}`,
      `${first[0]}${last}`,
      `${first}${last[0]}${random.int(1, 99)}`,
      `${first}_${last}`,
    ][style].toLowerCase();
    const email = `${local}@${random.pick(DOMAINS)}`;
    if (taken.has(email)) continue;
    taken.add(email);
    people.push({ name: `${first} ${last}`, email });
  }
  return people;
}
