import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '@listkeep/common/src/i18n/languages';
import { pageLanguage, pickLanguage, t } from './i18n';

/** The pages' language switch, each language named in itself. */
export function LanguageSwitch() {
  return (
    <div className="link-language">
      <label htmlFor="link-language">{t('language')}</label>
      <select
        id="link-language"
        className="select link-language-select"
        value={pageLanguage()}
        onChange={(event) => {
          const { value } = event.target as HTMLSelectElement;
          if (isLanguage(value)) void pickLanguage(value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
