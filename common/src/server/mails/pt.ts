import type { MailCatalog } from './en';

export default {
  confirmSubject: 'Confirme a sua assinatura de {list}',
  confirmAsked: 'Alguém pediu para inscrever este endereço na lista «{list}»{named, select, yes { de {org}} other {}}.',
  confirmOpen: 'Para confirmar, abra este link e prima Confirmar:',
  confirmIgnore: 'Se não foi você, ignore este e-mail; nada acontece.',
  confirmExpiry:
    'O link vale {days, plural, one {# dia} other {# dias}}. Até ser usado, este endereço não está na lista.',
  welcomeSubject: 'Bem-vindo a {list}',
  welcomeText: 'Agora assina {list}.',
  welcomeFooter: 'Para cancelar a assinatura, abra ',
  unsubscribeSubject: 'Confirme o cancelamento de {list}',
  unsubscribeAsked: 'Alguém pediu para retirar este endereço de {list}.',
  unsubscribeOpen: 'Para confirmar, abra ',
  unsubscribeIgnore: 'Se não foi você, ignore este e-mail: nada muda.',
} satisfies MailCatalog;
