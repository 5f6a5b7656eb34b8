import { useState } from 'react';
import type { TShop, TShopUpdateRequestInput } from '@cuadre/shared/team/schemas';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useUpdateShop } from '@/lib/shop-settings';
import { SettingsNotice, type TSettingsNotice } from './settings-card';

/**
 * Saving a card of the shop's settings (PUT /shop): one save at a time, then what the card says — how the shop
 * now stands, or why it was not saved, with the server's reason.
 */
export function useShopSettingsSave(texts: {
  saveError: string;
  saved: (shop: TShop) => Omit<TSettingsNotice, 'tone'>;
}) {
  const mutation = useUpdateShop();
  const [notice, setNotice] = useState<TSettingsNotice | null>(null);
  function save(changes: TShopUpdateRequestInput) {
    if (mutation.isPending) return;
    setNotice(null);
    mutation.mutate(changes, {
      onSuccess: (shop) => setNotice({ tone: 'success', ...texts.saved(shop) }),
      onError: (error) =>
        setNotice({
          tone: 'error',
          text: texts.saveError,
          detail: isApiError(error) ? error.serverMessage : undefined,
        }),
    });
  }
  return { save, notice, isPending: mutation.isPending, clearNotice: () => setNotice(null) };
}

/** The end of such a card's form: its notice, then the button that saves. */
export function ShopSettingsFooter({
  saving,
  texts,
}: {
  saving: ReturnType<typeof useShopSettingsSave>;
  texts: { save: string; saving: string };
}) {
  return (
    <>
      <SettingsNotice notice={saving.notice} />
      <Button type="submit" isLoading={saving.isPending}>
        {saving.isPending ? texts.saving : texts.save}
      </Button>
    </>
  );
}
