import { useEffect } from 'react';
import { Toaster, type ToasterProps, toast } from 'sonner';
import { toasterMounted } from './toasts-ready';

/** sonner's Toaster that says when it listens: a child's effects run first, so its subscription is in by then. */
export default function SonnerToaster(props: ToasterProps) {
  useEffect(() => toasterMounted(toast), []);
  return <Toaster {...props} />;
}
