import { DEFAULT_LOCALE, isLocale, type Locale } from '@foundly/domain';
import type { SandboxRequestRow } from './sandbox.repository.js';
import { escapeHtml, renderSandboxPage } from '../../../../sandbox-pages/html-page.js';

export type SignFormError = 'consent' | 'signature';

interface Copy {
  title: string;
  banner: string;
  signer: string;
  documents: string;
  document: (name: string) => string;
  open: string;
  howToSign: string;
  draw: string;
  type: string;
  drawLabel: string;
  clear: string;
  typedName: string;
  consent: string;
  sign: string;
  decline: string;
  errors: Record<SignFormError, string>;
  done: string;
  declined: string;
  expired: string;
  canceled: string;
  notFound: string;
}

const COPY: Record<Locale, Copy> = {
  'en-gb': {
    title: 'Sign your documents',
    banner: 'Sandbox: this signature is made with a test certificate and binds no one.',
    signer: 'Signer:',
    documents: 'Documents to sign',
    document: (name) => `Document: ${name}`,
    open: 'Open the document in a new tab',
    howToSign: 'How do you want to sign?',
    draw: 'Draw my signature',
    type: 'Type my name',
    drawLabel: 'Signature area: draw with your finger, a pen or the mouse',
    clear: 'Clear',
    typedName: 'Your full name',
    consent: 'I have read the documents and I agree to sign them electronically.',
    sign: 'Sign',
    decline: 'Decline',
    errors: {
      consent: 'Tick the box to confirm that you agree to sign.',
      signature: 'Draw your signature or type your name.',
    },
    done: 'Thank you: your documents are signed. You can close this page.',
    declined: 'You declined to sign these documents.',
    expired: 'This signing link has expired.',
    canceled: 'This signature request was cancelled.',
    notFound: 'This signing link does not exist.',
  },
  'fr-fr': {
    title: 'Signez vos documents',
    banner: 'Bac à sable : cette signature utilise un certificat de test et n’engage personne.',
    signer: 'Signataire :',
    documents: 'Documents à signer',
    document: (name) => `Document : ${name}`,
    open: 'Ouvrir le document dans un nouvel onglet',
    howToSign: 'Comment voulez-vous signer ?',
    draw: 'Dessiner ma signature',
    type: 'Saisir mon nom',
    drawLabel: 'Zone de signature : dessinez avec le doigt, un stylet ou la souris',
    clear: 'Effacer',
    typedName: 'Vos nom et prénom',
    consent: 'J’ai lu les documents et j’accepte de les signer électroniquement.',
    sign: 'Signer',
    decline: 'Refuser',
    errors: {
      consent: 'Cochez la case pour confirmer que vous acceptez de signer.',
      signature: 'Dessinez votre signature ou saisissez votre nom.',
    },
    done: 'Merci : vos documents sont signés. Vous pouvez fermer cette page.',
    declined: 'Vous avez refusé de signer ces documents.',
    expired: 'Ce lien de signature a expiré.',
    canceled: 'Cette demande de signature a été annulée.',
    notFound: 'Ce lien de signature n’existe pas.',
  },
  'es-es': {
    title: 'Firma tus documentos',
    banner: 'Entorno de pruebas: esta firma usa un certificado de prueba y no obliga a nadie.',
    signer: 'Firmante:',
    documents: 'Documentos para firmar',
    document: (name) => `Documento: ${name}`,
    open: 'Abrir el documento en una pestaña nueva',
    howToSign: '¿Cómo quieres firmar?',
    draw: 'Dibujar mi firma',
    type: 'Escribir mi nombre',
    drawLabel: 'Zona de firma: dibuja con el dedo, un lápiz o el ratón',
    clear: 'Borrar',
    typedName: 'Tu nombre completo',
    consent: 'He leído los documentos y acepto firmarlos electrónicamente.',
    sign: 'Firmar',
    decline: 'Rechazar',
    errors: {
      consent: 'Marca la casilla para confirmar que aceptas firmar.',
      signature: 'Dibuja tu firma o escribe tu nombre.',
    },
    done: 'Gracias: tus documentos están firmados. Puedes cerrar esta página.',
    declined: 'Has rechazado firmar estos documentos.',
    expired: 'Este enlace de firma ha caducado.',
    canceled: 'Esta solicitud de firma se ha cancelado.',
    notFound: 'Este enlace de firma no existe.',
  },
};

function getLocale(value: string | undefined): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f4f6fb;color:#14213d}
main{max-width:48rem;margin:1rem auto;width:calc(100% - 1rem);padding:1.25rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.375rem;margin:0 0 1rem}h2{font-size:1.125rem;margin:1.25rem 0 .5rem}
.banner{background:#fff4e5;border:1px solid #f5a623;border-radius:.5rem;padding:.5rem .75rem;font-size:.875rem}
iframe{width:100%;height:60vh;min-height:20rem;border:1px solid #8792a2;border-radius:.375rem}
fieldset{border:1px solid #c7cdd8;border-radius:.5rem;margin:1rem 0;padding:.75rem}
legend{font-weight:600;padding:0 .25rem}
label{display:block;margin:.5rem 0 .25rem}
.choice label,.consent label{display:flex;gap:.5rem;align-items:flex-start}
input[type=text]{width:100%;padding:.625rem .75rem;font:inherit;border:1px solid #8792a2;border-radius:.375rem}
input[type=checkbox],input[type=radio]{width:1.25rem;height:1.25rem;margin-top:.15rem}
canvas{display:block;width:100%;height:10rem;border:1px dashed #4f566b;border-radius:.375rem;touch-action:none;background:#fff}
.actions{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1rem}
button{flex:1;min-width:8rem;min-height:2.75rem;padding:.75rem;font:inherit;font-weight:600;border-radius:.375rem;cursor:pointer;color:#fff;background:#2746b0;border:0}
button.secondary{background:#fff;color:#a4161a;border:1px solid #a4161a}
button.small{flex:none;min-width:0;min-height:2.25rem;padding:.25rem .75rem;margin-top:.5rem;background:#fff;color:#2746b0;border:1px solid #2746b0}
input:focus,button:focus,a:focus,canvas:focus{outline:3px solid #f5a623;outline-offset:2px}
.error{color:#a4161a;background:#fdecea;border-radius:.375rem;padding:.5rem .75rem}
[hidden]{display:none!important}
`;

function layout(locale: Locale, title: string, body: string, script?: string): string {
  return renderSandboxPage({ locale, title, style: STYLE, body, ...(script ? { script } : {}) });
}

/**
 * Draws on the canvas with pointer events (finger, pen, mouse) and copies the
 * drawing as a PNG data URL into the hidden field on submit; shows either the
 * canvas or the name field depending on the chosen method, sizing the canvas
 * when it is shown (a hidden canvas has no size).
 */
const SCRIPT = `
(function(){
var form=document.getElementById('sign-form');var canvas=document.getElementById('pad');
var ctx=canvas.getContext('2d');var drawn=false;var last=null;
function fit(){var r=canvas.getBoundingClientRect();canvas.width=r.width*2;canvas.height=r.height*2;ctx.scale(2,2);ctx.lineWidth=2.5;ctx.lineCap='round';ctx.strokeStyle='#14213d';drawn=false;}
function point(e){var r=canvas.getBoundingClientRect();return{x:e.clientX-r.left,y:e.clientY-r.top};}
canvas.addEventListener('pointerdown',function(e){canvas.setPointerCapture(e.pointerId);last=point(e);});
canvas.addEventListener('pointermove',function(e){if(!last)return;var p=point(e);ctx.beginPath();ctx.moveTo(last.x,last.y);ctx.lineTo(p.x,p.y);ctx.stroke();last=p;drawn=true;});
canvas.addEventListener('pointerup',function(){last=null;});
document.getElementById('clear').addEventListener('click',function(){ctx.clearRect(0,0,canvas.width,canvas.height);drawn=false;});
function mode(){return form.querySelector('input[name=mode]:checked').value;}
function show(){var m=mode();var panel=document.getElementById('draw-panel');var wasHidden=panel.hidden;panel.hidden=m!=='drawn';document.getElementById('type-panel').hidden=m!=='typed';if(m==='drawn'&&wasHidden)fit();}
form.querySelectorAll('input[name=mode]').forEach(function(r){r.addEventListener('change',show);});show();
var sent=false;
form.addEventListener('submit',function(e){
if(sent){e.preventDefault();return;}
if(mode()==='drawn'&&drawn){document.getElementById('drawing').value=canvas.toDataURL('image/png');}
sent=true;form.querySelectorAll('button').forEach(function(b){b.setAttribute('aria-disabled','true');});
});
})();
`;

/** The signing page: who signs, the documents, and the form to sign (drawn or typed) or decline. */
export function renderSigningPage(
  row: SandboxRequestRow,
  options: { actionPath: string; error?: SignFormError | undefined; typedName?: string },
): string {
  const locale = getLocale(row.locale);
  const copy = COPY[locale];
  const documents = row.documents
    .map((document, index) => {
      const src = `${options.actionPath}/documents/${index}`;
      return `<h3>${escapeHtml(document.fileName)}</h3>
<iframe src="${escapeHtml(src)}" title="${escapeHtml(copy.document(document.fileName))}"></iframe>
<p><a href="${escapeHtml(src)}" target="_blank" rel="noopener">${escapeHtml(copy.open)}</a></p>`;
    })
    .join('\n');
  const error = options.error
    ? `<p class="error" id="sign-error" role="alert">${escapeHtml(copy.errors[options.error])}</p>`
    : '';
  const describedBy = options.error ? ' aria-describedby="sign-error"' : '';
  return layout(
    locale,
    copy.title,
    `<p class="banner" role="note">${escapeHtml(copy.banner)}</p>
<h1>${escapeHtml(copy.title)}</h1>
<p><strong>${escapeHtml(copy.signer)}</strong> ${escapeHtml(row.signerName)} (${escapeHtml(row.signerEmail)})</p>
<h2>${escapeHtml(copy.documents)}</h2>
${documents}
<form id="sign-form" method="post" action="${escapeHtml(options.actionPath)}" novalidate>
${error}
<fieldset class="choice"${describedBy}>
<legend>${escapeHtml(copy.howToSign)}</legend>
<label><input type="radio" name="mode" value="typed" checked> ${escapeHtml(copy.type)}</label>
<label><input type="radio" name="mode" value="drawn"> ${escapeHtml(copy.draw)}</label>
</fieldset>
<div id="type-panel">
<label for="typed-name">${escapeHtml(copy.typedName)}</label>
<input type="text" id="typed-name" name="typedName" autocomplete="name" maxlength="120" value="${escapeHtml(options.typedName ?? '')}">
</div>
<div id="draw-panel" hidden>
<p id="pad-label">${escapeHtml(copy.drawLabel)}</p>
<canvas id="pad" role="img" aria-labelledby="pad-label" tabindex="0"></canvas>
<button type="button" id="clear" class="small">${escapeHtml(copy.clear)}</button>
<input type="hidden" id="drawing" name="drawing">
</div>
<div class="consent">
<label><input type="checkbox" name="consent" value="yes"${describedBy}> ${escapeHtml(copy.consent)}</label>
</div>
<div class="actions">
<button type="submit" name="action" value="sign">${escapeHtml(copy.sign)}</button>
<button type="submit" name="action" value="decline" class="secondary">${escapeHtml(copy.decline)}</button>
</div>
</form>`,
    SCRIPT,
  );
}

/** Where a link stands when it can no longer be signed: done, declined, expired, canceled, or unknown. */
export function renderClosedPage(row: SandboxRequestRow | undefined): string {
  const locale = getLocale(row?.locale);
  const copy = COPY[locale];
  const message = !row
    ? copy.notFound
    : row.status === 'done'
      ? copy.done
      : row.status === 'declined'
        ? copy.declined
        : row.status === 'canceled'
          ? copy.canceled
          : copy.expired;
  return layout(
    locale,
    copy.title,
    `<h1>${escapeHtml(copy.title)}</h1>
<p role="status">${escapeHtml(message)}</p>`,
  );
}
