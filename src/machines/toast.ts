/**
 * What a machine asks the shell to tell the family (SPEC §3 Toast), by kind. The shell words it from the catalogue
 * (src/views/shell/toastText.ts), so machines read no language and another catalogue can reach every toast.
 */
export type ToastNotice =
  | { kind: 'loginFailed' }
  /** Too many attempts (429): the server's own words say how long to wait. */
  | { kind: 'loginLocked'; detail: string }
  | { kind: 'accountCreated' }
  | { kind: 'createAccountFailed' }
  | { kind: 'claimFailed' }
  | { kind: 'choicesSaved' }
  | { kind: 'saveChoicesFailed' };
