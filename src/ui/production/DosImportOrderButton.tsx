import { Button } from '@mui/material';
import { useState } from 'react';
import type { DosImportOrderForm } from '../../domain/production/dosImportOrder';
import { onDemand, OnDemand } from '../common/OnDemand';

const DosImportOrderDialog = onDemand(() => import('./DosImportOrderDialog'));

/** 'Bestill DOS-import': opens the order form (loaded on first use, so the pages that show the button stay light). */
export function DosImportOrderButton({ initial = {} }: { initial?: Partial<DosImportOrderForm> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" size="small" onPointerEnter={DosImportOrderDialog.preload} onFocus={DosImportOrderDialog.preload} onClick={() => setOpen(true)}>
        Bestill DOS-import
      </Button>
      {open && (
        <OnDemand onFailed={() => setOpen(false)}>
          <DosImportOrderDialog.Component initial={initial} onClose={() => setOpen(false)} />
        </OnDemand>
      )}
    </>
  );
}
