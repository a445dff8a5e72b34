import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';

/**
 * Which occurrences of a repeating event a change or delete covers (spec lowcode §2: a 380px
 * dialog with three choices): this one (1), this and following ones (2), all (3).
 */
export function ScheduleScopeDialog({
  open,
  title,
  onClose,
  onChoose,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  onChoose: (scope: 1 | 2 | 3) => void;
}) {
  const translate = useTranslate();
  const [scope, setScope] = useState<'' | '1' | '2' | '3'>('');
  const [missing, setMissing] = useState(false);
  return (
    <Dialog open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 380 } } }} data-testid="schedule-scope-dialog">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <RadioGroup
          value={scope}
          onChange={(event) => {
            setScope(event.target.value as '1' | '2' | '3');
            setMissing(false);
          }}
        >
          <FormControlLabel value="1" control={<Radio />} label={translate('schedule.scopeThis')} />
          <FormControlLabel value="2" control={<Radio />} label={translate('schedule.scopeLater')} />
          <FormControlLabel value="3" control={<Radio />} label={translate('schedule.scopeAll')} />
        </RadioGroup>
        {missing && (
          <Typography color="error" variant="body2">
            {translate('schedule.chooseScope')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('entity.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            if (!scope) {
              setMissing(true);
              return;
            }
            onChoose(Number(scope) as 1 | 2 | 3);
            setScope('');
          }}
        >
          {translate('entity.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
