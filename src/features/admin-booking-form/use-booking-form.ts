// The admin booking form's state: its values (react-hook-form with the form's rules), the BON DE
// COMMANDE shown instead of the form, and the submit that reports the fields to correct.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type * as v from 'valibot';
import { orderFormSchema } from './form';
import type { OrderFormValues } from './order-form-values';
import { useFormLabels } from './use-form-labels';

// Raw values go to the submit handler: the numbers are read when the booking is made.
const resolver = valibotResolver(orderFormSchema as unknown as v.GenericSchema<OrderFormValues>, {}, { raw: true }) as Resolver<OrderFormValues>;

export function useBookingForm({
  initialValues,
  initialPreview,
  onSubmit,
}: {
  initialValues: OrderFormValues;
  initialPreview: boolean | undefined;
  onSubmit: (values: OrderFormValues) => Promise<void>;
}) {
  const labels = useFormLabels();
  const [preview, setPreview] = useState<{ values: OrderFormValues; issuedAt: Date } | null>(
    initialPreview ? { values: initialValues, issuedAt: new Date() } : null,
  );
  const [failed, setFailed] = useState(false);
  const topRef = useRef<HTMLDivElement>(null);

  const form = useForm<OrderFormValues>({
    defaultValues: initialValues,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { formState, getValues } = form;
  const errorOf = (name: keyof OrderFormValues) => labels.issue(formState.errors[name]?.message);

  const showTop = () => requestAnimationFrame(() => topRef.current?.scrollIntoView?.({ block: 'start' }));
  const openPreview = () => {
    setPreview({ values: getValues(), issuedAt: new Date() });
    showTop();
  };
  const closePreview = () => {
    setPreview(null);
    showTop();
  };

  const submit = form.handleSubmit(
    async (values) => {
      setFailed(false);
      await onSubmit(values);
    },
    () => setFailed(true),
  );

  return { form, labels, errorOf, preview, openPreview, closePreview, failed, submit, topRef };
}
