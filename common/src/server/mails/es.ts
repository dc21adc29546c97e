import type { MailCatalog } from './en';

export default {
  confirmSubject: 'Confirma tu suscripción a {list}',
  confirmAsked: 'Alguien pidió suscribir esta dirección a la lista «{list}»{named, select, yes { de {org}} other {}}.',
  confirmOpen: 'Para confirmar, abre este enlace y pulsa Confirmar:',
  confirmIgnore: 'Si no fuiste tú, ignora este correo; no pasa nada.',
  confirmExpiry:
    'El enlace dura {days, plural, one {# día} other {# días}}. Hasta que se use, esta dirección no está en la lista.',
  welcomeSubject: 'Bienvenido a {list}',
  welcomeText: 'Ya estás suscrito a {list}.',
  welcomeFooter: 'Para darte de baja, abre ',
  unsubscribeSubject: 'Confirma tu baja de {list}',
  unsubscribeAsked: 'Alguien pidió dar de baja esta dirección de {list}.',
  unsubscribeOpen: 'Para confirmar, abre ',
  unsubscribeIgnore: 'Si no fuiste tú, ignora este correo: nada cambia.',
} satisfies MailCatalog;
