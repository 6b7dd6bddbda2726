export { cn } from './cn.js';
export {
  Button,
  Spinner,
  buttonClasses,
  type ButtonProps,
  type ButtonVariant,
} from './components/button.js';
export { TextField, type TextFieldProps } from './components/field.js';
export { SelectField, type SelectFieldProps } from './components/select-field.js';
export { FieldError, FieldHint, fieldDescription } from './components/field-description.js';
export { Card } from './components/card.js';
export { FileChip, type FileChipProps } from './components/file-chip.js';
export { Avatar } from './components/avatar.js';
export { SwitchField, type SwitchFieldProps } from './components/switch.js';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './components/tabs.js';
export {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuGroup,
} from './components/dropdown-menu.js';
export { Dialog, type DialogProps } from './components/dialog.js';
export { Logo } from './components/logo.js';
export { ProgressBar } from './components/progress-bar.js';
export { SkipLink } from './components/skip-link.js';
