/** One message of the hero's mock inbox. */
export interface InboxLine {
  sender: string;
  subject: string;
}

/** What small senders send: the mock inbox shows these in turn. */
export const INBOX_LINES: readonly InboxLine[] = [
  { sender: 'Riverside Running Club', subject: 'Saturday run: meet at the boathouse, 8:45' },
  { sender: "St Mary's Parish", subject: "This Sunday's bulletin and the harvest supper sign-up" },
  { sender: 'Northgate FC Under-11s', subject: 'March fixtures and the kit swap' },
  { sender: 'The Corner Bookshop', subject: "Members' evening: 15% off everything on Thursday" },
  { sender: 'Hillside Allotments', subject: 'Seed swap moved to the church hall' },
  { sender: 'Oakwood Community Choir', subject: 'Rehearsal notes and the Easter programme' },
  { sender: 'Bay Street Bakery', subject: 'Hot cross buns are back this week' },
  { sender: 'Greenfield Cricket Club', subject: 'Nets start Tuesday; subs due by the 31st' },
  { sender: 'Grace Community Church', subject: 'Prayer list and the youth weekend form' },
  { sender: 'Westside Chess Club', subject: 'Winter ladder results and next round pairings' },
  { sender: 'Maple Lane Vintage', subject: 'New in: 1970s lamps and a box of rare records' },
  { sender: 'Harbour Sailing Club', subject: 'Tide times and the safety boat rota for May' },
  { sender: 'Elm Road Village Hall', subject: 'Quiz night: the last 12 tickets' },
  { sender: 'Little Acorns Playgroup', subject: "Wellies for Friday's nature walk, please" },
  { sender: "Sam's Bike Workshop", subject: 'Spring service slots open until Friday' },
  { sender: 'Brookside Tenants Association', subject: 'Minutes of the June meeting and next steps' },
];
