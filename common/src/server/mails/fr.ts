import type { MailCatalog } from './en';

export default {
  confirmSubject: 'Confirmez votre abonnement à {list}',
  confirmAsked:
    'Quelqu’un a demandé à inscrire cette adresse à la liste « {list} »{named, select, yes { de {org}} other {}}.',
  confirmOpen: 'Pour confirmer, ouvrez ce lien et appuyez sur Confirmer :',
  confirmIgnore: 'Si ce n’était pas vous, ignorez cet e-mail ; rien ne se passe.',
  confirmExpiry:
    'Le lien est valable {days, plural, one {# jour} other {# jours}}. Tant qu’il n’est pas utilisé, cette adresse n’est pas sur la liste.',
  welcomeSubject: 'Bienvenue dans {list}',
  welcomeText: 'Vous êtes maintenant abonné à {list}.',
  welcomeFooter: 'Pour vous désabonner, ouvrez ',
  unsubscribeSubject: 'Confirmez votre désabonnement de {list}',
  unsubscribeAsked: 'Quelqu’un a demandé à désabonner cette adresse de {list}.',
  unsubscribeOpen: 'Pour confirmer, ouvrez ',
  unsubscribeIgnore: 'Si ce n’était pas vous, ignorez cet e-mail : rien ne change.',
} satisfies MailCatalog;
