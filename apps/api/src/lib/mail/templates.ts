import { PRODUCT_NAME } from '@cuadre/shared/common/constants';
import { printableText } from '@cuadre/shared/documents/printable-text';

/** What the outbox stores for one e-mail. */
export interface TMailContent {
  subject: string;
  text: string;
  html: string;
}

const VERIFICATION_HOURS = 24;
const RESET_HOURS = 1;

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Builds an absolute link from APP_URL, whatever trailing slash it was given. */
export function appLink(appUrl: string, pathname: string, query?: Record<string, string>): string {
  const url = new URL(pathname, appUrl.endsWith('/') ? appUrl : `${appUrl}/`);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
  return url.toString();
}

interface TLayout {
  subject: string;
  greetingName: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

/**
 * One plain-text and one simple HTML body from the same words, so both say exactly the same. The names and
 * addresses they carry are printable (an account stored before the schemas refused line breaks could otherwise
 * write a line of its own into the message).
 */
function render(layout: TLayout): TMailContent {
  const greeting = printableText(`Hola, ${layout.greetingName}:`);
  const paragraphs = layout.paragraphs.map(printableText);
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(layout.action ? [`${layout.action.label}:`, layout.action.url, ''] : []),
    ...(layout.footnote ? [layout.footnote, ''] : []),
    `— El equipo de ${PRODUCT_NAME}`,
  ].join('\n');

  const html = [
    '<!doctype html>',
    '<html lang="es"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">',
    `<h1 style="font-size:20px">${escapeHtml(PRODUCT_NAME)}</h1>`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(layout.action
      ? [
          `<p><a href="${escapeHtml(layout.action.url)}" style="display:inline-block;padding:10px 16px;` +
            `background:#2563eb;color:#ffffff;text-decoration:none;border-radius:6px">` +
            `${escapeHtml(layout.action.label)}</a></p>`,
          `<p style="font-size:13px">Si el botón no funciona, copia este enlace en tu navegador:<br>` +
            `${escapeHtml(layout.action.url)}</p>`,
        ]
      : []),
    ...(layout.footnote
      ? [`<p style="font-size:13px;color:#6b7280">${escapeHtml(layout.footnote)}</p>`]
      : []),
    `<p>— El equipo de ${escapeHtml(PRODUCT_NAME)}</p>`,
    '</body></html>',
  ].join('\n');

  return { subject: layout.subject, text, html };
}

export function verificationMail(input: { appUrl: string; name: string; token: string }): TMailContent {
  return render({
    subject: `Verifica tu correo electrónico en ${PRODUCT_NAME}`,
    greetingName: input.name,
    paragraphs: [
      `Gracias por registrarte en ${PRODUCT_NAME}. Para continuar, confirma que esta dirección de correo es tuya.`,
      'Después de verificarla, un administrador revisará tu solicitud y te avisaremos por correo cuando tu cuenta sea aprobada.',
    ],
    action: {
      label: 'Verificar mi correo',
      url: appLink(input.appUrl, '/verify-email', { token: input.token }),
    },
    footnote: `El enlace vence en ${VERIFICATION_HOURS} horas y solo se puede usar una vez. Si no creaste esta cuenta, ignora este mensaje.`,
  });
}

export function passwordResetMail(input: { appUrl: string; name: string; token: string }): TMailContent {
  return render({
    subject: `Restablece tu contraseña de ${PRODUCT_NAME}`,
    greetingName: input.name,
    paragraphs: [`Recibimos una solicitud para restablecer la contraseña de tu cuenta en ${PRODUCT_NAME}.`],
    action: {
      label: 'Restablecer mi contraseña',
      url: appLink(input.appUrl, '/reset-password', { token: input.token }),
    },
    footnote: `El enlace vence en ${RESET_HOURS} hora y solo se puede usar una vez. Si no pediste este cambio, ignora este mensaje: tu contraseña seguirá siendo la misma.`,
  });
}

/**
 * Sent once per lock (modules/auth/account-lock.ts): the account's owner is never stuck behind a lock that a
 * guesser keeps renewing, because the reset lifts it at once. Nothing here says who tried or from where.
 */
export function accountLockedMail(input: { appUrl: string; name: string; token: string }): TMailContent {
  return render({
    subject: `Bloqueamos por un rato el inicio de sesión en tu cuenta de ${PRODUCT_NAME}`,
    greetingName: input.name,
    paragraphs: [
      `Hubo demasiados intentos fallidos de iniciar sesión en tu cuenta de ${PRODUCT_NAME}, así que la bloqueamos durante unos minutos para protegerla, incluso para quien escriba la contraseña correcta.`,
      'Para entrar ya, restablece tu contraseña con este enlace: al hacerlo se levanta el bloqueo.',
    ],
    action: {
      label: 'Restablecer mi contraseña',
      url: appLink(input.appUrl, '/reset-password', { token: input.token }),
    },
    footnote: `El enlace vence en ${RESET_HOURS} hora y solo se puede usar una vez. Si no fuiste tú, alguien intentó adivinar tu contraseña: elige una nueva que no uses en otros sitios.`,
  });
}

export function accountApprovedMail(input: { appUrl: string; name: string }): TMailContent {
  return render({
    subject: `Tu cuenta de ${PRODUCT_NAME} fue aprobada`,
    greetingName: input.name,
    paragraphs: [
      `¡Buenas noticias! Un administrador aprobó tu cuenta de ${PRODUCT_NAME}.`,
      'Ya puedes iniciar sesión con tu correo y tu contraseña.',
    ],
    action: { label: 'Iniciar sesión', url: appLink(input.appUrl, '/login') },
  });
}

export function accountRejectedMail(input: { appUrl: string; name: string }): TMailContent {
  return render({
    subject: `Tu solicitud de cuenta en ${PRODUCT_NAME}`,
    greetingName: input.name,
    paragraphs: [
      `Lamentamos informarte que tu solicitud de cuenta en ${PRODUCT_NAME} no fue aprobada.`,
      'Si crees que se trata de un error, responde a este correo o comunícate con el administrador.',
    ],
  });
}

/** Someone registered with an address that already has a verified account: tell its owner, reveal nothing. */
export function accountExistsMail(input: { appUrl: string; name: string }): TMailContent {
  return render({
    subject: `Ya tienes una cuenta en ${PRODUCT_NAME}`,
    greetingName: input.name,
    paragraphs: [
      `Alguien intentó crear una cuenta en ${PRODUCT_NAME} con esta dirección de correo, pero ya tienes una.`,
      'Si fuiste tú, inicia sesión. Si olvidaste tu contraseña, puedes restablecerla desde la pantalla de inicio de sesión.',
    ],
    action: { label: 'Iniciar sesión', url: appLink(input.appUrl, '/login') },
    footnote: 'Si no fuiste tú, ignora este mensaje: nadie puede entrar a tu cuenta sin tu contraseña.',
  });
}

/** Sent to the new address of a profile: the account takes it only once this link is opened. */
export function emailChangeConfirmMail(input: {
  appUrl: string;
  name: string;
  newEmail: string;
  token: string;
}): TMailContent {
  return render({
    subject: `Confirma tu nuevo correo en ${PRODUCT_NAME}`,
    greetingName: input.name,
    paragraphs: [
      `Pediste usar ${input.newEmail} como el correo de tu cuenta de ${PRODUCT_NAME}.`,
      'Hasta que abras este enlace, tu cuenta sigue usando el correo anterior para iniciar sesión.',
    ],
    action: {
      label: 'Confirmar mi nuevo correo',
      url: appLink(input.appUrl, '/confirm-email-change', { token: input.token }),
    },
    footnote: `El enlace vence en ${VERIFICATION_HOURS} horas y solo se puede usar una vez. Si no pediste este cambio, ignora este mensaje: la cuenta no cambiará.`,
  });
}

/** Sent to the old address when a change is asked for, so its owner hears of it before it happens. */
export function emailChangeNoticeMail(input: {
  appUrl: string;
  name: string;
  newEmail: string;
}): TMailContent {
  return render({
    subject: `Se solicitó cambiar el correo de tu cuenta de ${PRODUCT_NAME}`,
    greetingName: input.name,
    paragraphs: [
      `Se solicitó cambiar el correo de tu cuenta de ${PRODUCT_NAME} a ${input.newEmail}.`,
      'El cambio solo se hará cuando alguien abra el enlace que enviamos a esa dirección. Mientras tanto sigues iniciando sesión con este correo.',
    ],
    footnote:
      'Si no fuiste tú, cambia tu contraseña desde tu perfil (o restablécela desde la pantalla de inicio de sesión) y escribe al administrador.',
  });
}

/**
 * An invitation to join a shop's team (decision record 029): the link opens /invitacion, where the person sets
 * a password (or types their own, if the address already has an account).
 */
export function invitationMail(input: {
  appUrl: string;
  name: string;
  shopName: string;
  roleLabel: string;
  token: string;
  days: number;
}): TMailContent {
  return render({
    subject: `Te invitaron a trabajar en ${input.shopName} con ${PRODUCT_NAME}`,
    greetingName: input.name,
    paragraphs: [
      `${input.shopName} te invitó a su equipo en ${PRODUCT_NAME} como ${input.roleLabel}.`,
      'Abre el enlace para aceptar: elige una contraseña y entra con este correo. Si ya tienes una cuenta, usa tu contraseña de siempre.',
    ],
    action: {
      label: 'Aceptar la invitación',
      url: appLink(input.appUrl, '/invitacion', { token: input.token }),
    },
    footnote: `El enlace vence en ${input.days} días y solo se puede usar una vez. Si no esperabas esta invitación, ignora este mensaje.`,
  });
}
