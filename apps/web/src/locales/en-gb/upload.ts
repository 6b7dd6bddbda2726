export default {
  browse: 'Choose a file',
  drop: 'or drop it here',
  formats: 'PDF, JPG or PNG, 10 MB at most',
  listLabel: 'Files sent',
  progress: 'Sending {name}',
  done: 'Stored',
  failed: 'The file could not be sent.',
  retry: 'Send {name} again',
  remove: 'Delete {name}',
  stored: 'Document added',
} as const;
