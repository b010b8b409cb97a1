import { create } from 'zustand';

type LoginFormValues = {
  email: string;
  password: string;
  showPassword: boolean;
  loading: boolean;
  error: string | null;
};

type LoginFormActions = {
  setEmail: (email: string) => void;
  setPassword: (password: string) => void;
  toggleShowPassword: () => void;
  /** Marks a login in progress and clears the previous error. */
  startLoading: () => void;
  /** Stores the failure and ends loading. */
  setError: (error: string) => void;
  /** After a login: empties the password, ends loading, clears the error; the email stays. */
  clearForm: () => void;
};

export type LoginFormState = LoginFormValues & LoginFormActions;

export const initialLoginForm: LoginFormValues = {
  email: '',
  password: '',
  showPassword: false,
  loading: false,
  error: null,
};

/** The login form's state, exactly as the spec lists it (section 2). */
export const useLoginFormStore = create<LoginFormState>()((set) => ({
  ...initialLoginForm,
  setEmail: (email) => set({ email }),
  setPassword: (password) => set({ password }),
  toggleShowPassword: () => set((state) => ({ showPassword: !state.showPassword })),
  startLoading: () => set({ loading: true, error: null }),
  setError: (error) => set({ error, loading: false }),
  clearForm: () => set({ password: '', loading: false, error: null }),
}));
