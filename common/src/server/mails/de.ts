import type { MailCatalog } from './en';

export default {
  confirmSubject: 'Bestätigen Sie Ihr Abonnement von {list}',
  confirmAsked:
    'Jemand hat darum gebeten, diese Adresse in die Liste „{list}“{named, select, yes { von {org}} other {}} einzutragen.',
  confirmOpen: 'Öffnen Sie zum Bestätigen diesen Link und drücken Sie auf Bestätigen:',
  confirmIgnore: 'Wenn Sie das nicht waren, ignorieren Sie diese Mail; es passiert nichts.',
  confirmExpiry:
    'Der Link gilt {days, plural, one {# Tag} other {# Tage}}. Bis er genutzt wird, steht diese Adresse nicht auf der Liste.',
  welcomeSubject: 'Willkommen bei {list}',
  welcomeText: 'Sie haben jetzt {list} abonniert.',
  welcomeFooter: 'Zum Abbestellen öffnen Sie ',
  unsubscribeSubject: 'Bestätigen Sie die Abbestellung von {list}',
  unsubscribeAsked: 'Jemand hat darum gebeten, diese Adresse von {list} abzumelden.',
  unsubscribeOpen: 'Zum Bestätigen öffnen Sie ',
  unsubscribeIgnore: 'Wenn Sie das nicht waren, ignorieren Sie diese Mail: Es ändert sich nichts.',
} satisfies MailCatalog;
