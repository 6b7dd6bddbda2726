export default {
  open: 'Chat with the team',
  openWithUnread: {
    one: 'Chat with the team, 1 unread message',
    other: 'Chat with the team, {count} unread messages',
  },
  title: 'Questions? Ask the formation team',
  intro:
    'We answer in working hours, usually within the hour. You will get an e-mail if you miss our reply.',
  close: 'Close the chat',
  messages: 'Messages',
  empty: 'No messages yet. Write your question below.',
  you: 'You',
  team: 'Formation team',
  sentAt: 'Sent at {time}',
  closed: 'This conversation is closed. Write below to start a new one.',
  label: 'Your message',
  placeholder: 'Write your question…',
  send: 'Send',
  sending: 'Sending…',
  loading: 'Loading the conversation…',
  unavailable: 'The chat is unavailable right now. Try again in a moment.',
} as const;
