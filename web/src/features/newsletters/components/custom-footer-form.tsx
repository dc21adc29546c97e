import { contract } from '@listkeep/common/src/contract';
import {
  CUSTOM_FOOTER_MESSAGES,
  FOOTER_PLACEHOLDERS,
  STARTER_FOOTER_TEMPLATE,
  cleanFooterTemplate,
  renderCleanedFooter,
  type FooterPlaceholder,
} from '@listkeep/common/src/custom-footer';
import type { Newsletter } from '@listkeep/common/src/entities';
import { MAX } from '@listkeep/common/src/limits';
import { useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { SaveChanges } from '@/components/save-changes';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { showApiError, useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/toast';
import { useUpdateNewsletterFooter } from '../api/update-newsletter-footer';
import { insertPlaceholder } from '../utils/insert-placeholder';
import { FooterPreview } from './footer-preview';
import '../newsletters.css';

const ZFooterForm = contract.updateNewsletterFooter.input.pick({ customFooterHtml: true });

const PLACEHOLDER_BUTTONS: { placeholder: FooterPlaceholder; label: string }[] = [
  { placeholder: FOOTER_PLACEHOLDERS.unsubscribeUrl, label: 'Unsubscribe link' },
  { placeholder: FOOTER_PLACEHOLDERS.subscribeUrl, label: 'Subscribe link' },
  { placeholder: FOOTER_PLACEHOLDERS.listName, label: 'List name' },
  { placeholder: FOOTER_PLACEHOLDERS.orgName, label: 'Organisation name' },
];

interface CustomFooterFormProps {
  newsletter: Newsletter;
  publicOrgName: string;
  canEdit: boolean;
  /** What cleaning took out of the footer last saved here, shown until the sender edits again. */
  removedOnSave: readonly string[];
  onSaved: (removed: string[]) => void;
}

/**
 * The footer's HTML, buttons that put in its placeholders, a live preview of
 * what a copy gives, and what cleaning removes from it, as the sender types
 * and after a save.
 */
export function CustomFooterForm({
  newsletter,
  publicOrgName,
  canEdit,
  removedOnSave,
  onSaved,
}: CustomFooterFormProps) {
  const form = useSchemaForm(ZFooterForm, { customFooterHtml: newsletter.customFooterHtml });
  const html = useWatch({ control: form.control, name: 'customFooterHtml' });
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const field = form.register('customFooterHtml');
  // The form and the placeholder buttons both need the textarea.
  const keepTextarea = (el: HTMLTextAreaElement | null) => {
    field.ref(el);
    textarea.current = el;
  };
  const update = useUpdateNewsletterFooter({
    onSuccess: ({ customFooterHtml }, sent) => {
      onSaved(cleanFooterTemplate(sent.customFooterHtml).removed);
      notify(customFooterHtml ? 'Custom footer saved' : 'Custom footer removed', 'success', {
        action: 'custom-footer',
      });
    },
    onError: (error) => showApiError(form, error, { fallback: 'Saving the footer failed' }),
  });
  const submit = form.handleSubmit(({ customFooterHtml }) => update.mutate({ id: newsletter.id, customFooterHtml }));

  const setHtml = (value: string) =>
    form.setValue('customFooterHtml', value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const insert = (placeholder: FooterPlaceholder) => {
    const el = textarea.current;
    if (!el) return;
    const edit = insertPlaceholder(
      { value: el.value, selectionStart: el.selectionStart, selectionEnd: el.selectionEnd },
      placeholder,
    );
    setHtml(edit.value);
    el.focus();
    el.setSelectionRange(edit.selectionStart, edit.selectionEnd);
  };

  // Cleaned once per edit: the preview renders what was kept, the note says what was not.
  const cleaned = useMemo(() => cleanFooterTemplate(html), [html]);
  const origin = window.location.origin;
  const preview = html.trim()
    ? renderCleanedFooter(cleaned.template, origin, newsletter, { publicOrgName, preview: true })
    : '';
  const removing = cleaned.removed;
  const removed = removing.length > 0 || form.formState.isDirty ? removing : removedOnSave;

  return (
    <form className="stack" onSubmit={(e) => void submit(e)} noValidate data-testid="custom-footer-form">
      <p className="small muted">
        Your own HTML in place of the standard footer. Links, text formatting, https images and simple tables are kept;
        scripts, forms and anything else are removed. It needs a link to {FOOTER_PLACEHOLDERS.unsubscribeUrl}.
        {newsletter.blockSubscribes && ' This list blocks new subscribes, so links to {{subscribe_url}} are left out.'}
      </p>
      <div className="row" role="group" aria-label="Insert a placeholder">
        {PLACEHOLDER_BUTTONS.map(({ placeholder, label }) => (
          <Button
            key={placeholder}
            variant="secondary"
            size="sm"
            disabled={!canEdit}
            onClick={() => insert(placeholder)}
            data-testid={`insert-${placeholder.slice(2, -2)}`}
          >
            {label}
          </Button>
        ))}
        {!html.trim() && canEdit && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setHtml(STARTER_FOOTER_TEMPLATE)}
            data-testid="footer-starter"
          >
            Start from the standard footer
          </Button>
        )}
      </div>
      <TextAreaField
        label="Footer HTML"
        hint={`At most ${MAX.customFooterHtml.toLocaleString('en-US')} characters. Leave it empty to use the standard footer.`}
        className="code-input"
        rows={8}
        spellCheck={false}
        maxLength={MAX.customFooterHtml}
        disabled={!canEdit}
        error={form.formState.errors.customFooterHtml?.message}
        data-testid="custom-footer-html"
        {...field}
        {...{ ref: keepTextarea }}
      />
      {removed.length > 0 && (
        <p className="footer-removed-note" role="status" data-testid="custom-footer-removed">
          {CUSTOM_FOOTER_MESSAGES.removed(removed)}
        </p>
      )}
      <h3 className="field-label">Preview</h3>
      {preview ? (
        <FooterPreview html={preview} testId="custom-footer-preview" />
      ) : (
        <p className="small muted" data-testid="custom-footer-preview-empty">
          No custom footer: your emails get the standard footer.
        </p>
      )}
      <FormError errors={form.formState.errors} testId="custom-footer-error" />
      <SaveChanges
        label="Save footer"
        pending={update.isPending}
        unsaved={form.formState.isDirty}
        canEdit={canEdit}
        onDiscard={() => form.reset()}
        testId="save-custom-footer"
      />
    </form>
  );
}
