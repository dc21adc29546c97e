import type { MailCatalog } from './en';

export default {
  confirmSubject: 'Conferma la tua iscrizione a {list}',
  confirmAsked:
    'Qualcuno ha chiesto di iscrivere questo indirizzo alla lista «{list}»{named, select, yes { di {org}} other {}}.',
  confirmOpen: 'Per confermare, apri questo link e premi Conferma:',
  confirmIgnore: 'Se non sei stato tu, ignora questa email; non succede nulla.',
  confirmExpiry:
    'Il link vale {days, plural, one {# giorno} other {# giorni}}. Finché non viene usato, questo indirizzo non è nella lista.',
  welcomeSubject: 'Benvenuto in {list}',
  welcomeText: 'Ora sei iscritto a {list}.',
  welcomeFooter: 'Per disiscriverti, apri ',
  unsubscribeSubject: 'Conferma la disiscrizione da {list}',
  unsubscribeAsked: 'Qualcuno ha chiesto di disiscrivere questo indirizzo da {list}.',
  unsubscribeOpen: 'Per confermare, apri ',
  unsubscribeIgnore: 'Se non sei stato tu, ignora questa email: non cambia nulla.',
} satisfies MailCatalog;
