/** A toast a machine asks the shell to show (SPEC §3 Toast). The shell shows it with @mantine/notifications. */
export interface ToastRequest {
  type: 'positive' | 'warning' | 'error' | 'success';
  title: string;
  message: string;
  /** Milliseconds before it hides by itself; SPEC §9 default 5000. */
  timeout: number;
}
