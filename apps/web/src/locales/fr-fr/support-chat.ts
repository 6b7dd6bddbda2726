export default {
  open: 'Discuter avec l’équipe',
  openWithUnread: {
    one: 'Discuter avec l’équipe, 1 message non lu',
    other: 'Discuter avec l’équipe, {count} messages non lus',
  },
  title: 'Une question\u00a0? L’équipe formalités vous répond',
  intro:
    'Nous répondons aux heures ouvrées, en général dans l’heure. Vous recevrez un e-mail si vous manquez notre réponse.',
  close: 'Fermer le chat',
  messages: 'Messages',
  empty: 'Aucun message pour l’instant. Écrivez votre question ci-dessous.',
  you: 'Vous',
  team: 'Équipe formalités',
  sentAt: 'Envoyé à {time}',
  closed: 'Cette conversation est close. Écrivez ci-dessous pour en commencer une nouvelle.',
  label: 'Votre message',
  placeholder: 'Écrivez votre question…',
  send: 'Envoyer',
  sending: 'Envoi…',
  loading: 'Chargement de la conversation…',
  unavailable: 'Le chat est indisponible pour le moment. Réessayez dans un instant.',
} as const;
