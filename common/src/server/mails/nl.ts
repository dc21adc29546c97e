import type { MailCatalog } from './en';

export default {
  confirmSubject: 'Bevestig je abonnement op {list}',
  confirmAsked:
    'Iemand heeft gevraagd dit adres aan te melden voor de lijst ‘{list}’{named, select, yes { van {org}} other {}}.',
  confirmOpen: 'Open deze link en druk op Bevestigen om te bevestigen:',
  confirmIgnore: 'Was jij dit niet, negeer deze mail dan; er gebeurt niets.',
  confirmExpiry:
    'De link werkt {days, plural, one {# dag} other {# dagen}}. Tot hij wordt gebruikt, staat dit adres niet op de lijst.',
  welcomeSubject: 'Welkom bij {list}',
  welcomeText: 'Je bent nu geabonneerd op {list}.',
  welcomeFooter: 'Afmelden? Open ',
  unsubscribeSubject: 'Bevestig je afmelding voor {list}',
  unsubscribeAsked: 'Iemand heeft gevraagd dit adres af te melden voor {list}.',
  unsubscribeOpen: 'Bevestigen? Open ',
  unsubscribeIgnore: 'Was jij dit niet, negeer deze mail dan: er verandert niets.',
} satisfies MailCatalog;
