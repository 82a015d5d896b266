// /admin/cars/create and /admin/cars/:id/edit: the car form, saved with its outbox entry, then back
// to the list; on failure a toast says why and the form keeps everything typed.
import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { useCatalogueWrites } from '../../db/admin-catalogue-queries';
import { useCar } from '../../db/hooks';
import {
  carFormFromRecord,
  carFromForm,
  changedFields,
  emptyCarForm,
  type CarFormValues,
} from '../../domain/admin-catalogue-forms';
import { paths } from '../../domain/paths';
import type { Car } from '../../domain/types';
import { useLang } from '../../i18n/use-lang';
import { RecordNotFound } from '../../ui/admin/record-not-found';
import { saveRecord } from '../../ui/admin/save-record';
import { CarForm } from './car-form';

function useSaveCar(existing: Car | null) {
  const { t } = useLingui();
  const lang = useLang();
  const navigate = useNavigate();
  const writes = useCatalogueWrites('cars');

  return (values: CarFormValues, setError: UseFormSetError<CarFormValues>) => {
    const fields = carFromForm(values);
    return saveRecord(
      values,
      setError,
      () => (existing ? writes.patch(existing.id, changedFields(carFromForm(carFormFromRecord(existing)), fields)) : writes.create(fields)),
      {
        saved: existing ? t`Car updated successfully` : t`Car added successfully`,
        failed: existing ? t`Failed to update car` : t`Failed to add car`,
        gone: t`This vehicle no longer exists: it was deleted, perhaps on another device.`,
        retry: t`Nothing was lost: your changes are still in the form. Try again.`,
        storageFull: t`The device storage is full: free some space, then save again.`,
        checkFields: t`Check the fields marked in red.`,
      },
      () => navigate(paths.admin.cars(lang)),
    );
  };
}

export function CarCreatePage() {
  const { t } = useLingui();
  const save = useSaveCar(null);
  const initial = useMemo(() => emptyCarForm(), []);
  return <CarForm initial={initial} submitLabel={t`Add car`} onSave={save} />;
}

export function CarEditPage() {
  const { t } = useLingui();
  const lang = useLang();
  const { id } = useParams();
  const car = useCar(id);
  // The form starts from the car as first loaded; later changes (sync) never wipe what is typed.
  const [first, setFirst] = useState<Car | null>(null);
  if (car && first?.id !== car.id) setFirst(car);
  const loaded = first?.id === id ? first : null;
  const save = useSaveCar(loaded);
  const initial = useMemo(() => (loaded ? carFormFromRecord(loaded) : null), [loaded]);

  if (loaded && initial) return <CarForm key={loaded.id} initial={initial} submitLabel={t`Save changes`} onSave={save} />;
  if (car === undefined) {
    return (
      <Center py="xl">
        <Loader color="gold.5" type="dots" aria-label={t`Loading`} />
      </Center>
    );
  }
  return (
    <RecordNotFound
      title={t`Vehicle not found`}
      description={t`The vehicle you're looking for doesn't exist.`}
      backTo={paths.admin.cars(lang)}
      backLabel={t`Back to cars`}
    />
  );
}
