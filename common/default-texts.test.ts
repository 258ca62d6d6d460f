import { describe, expect, it } from 'vitest';
import { descriptionOf } from './default-text-descriptions.ts';
import { type DefaultText, defaultTexts, isTranslationKey, translationGroups } from './default-texts.ts';

const specGroupOrder = [
  'Pages',
  'Dashboard',
  'Dashboard catalogues',
  'Dashboard update catalogue',
  'Dashboard places',
  'Dashboard publishers',
  'Dashboard translations',
  'Dashboard Holders',
  'About',
  'Browse',
  'Contextual Search',
  'Maps',
  'Navigate List',
  'Search',
  'Catalogue internal page',
];

/** Keys the specification or the API names; a string value is the exact English text. */
const requiredKeys: Record<string, string | null> = {
  an_error_has_occurred_please_try_again: 'An error has occurred please try again',
  service_unavailable: 'Service unavailable',
  error_to_delete_place_it_is_being_used: 'Error to delete place, it is being used',
  error_to_delete_publisher_it_is_being_used: 'Error to delete publisher, it is being used',
  error_to_delete_holder_it_is_being_used: null,
  error_to_delete_catalogue_it_is_being_used: null,
  this_image_format_is_not_allowed: 'This image format is not allowed',
  login_successfully: 'Login successfully',
  main_title_is_required: 'Main Title is required',
  this_field_is_required: 'This field is required',
  email_is_required: 'Email is required',
  email_invalid: 'Email invalid',
  password_is_required: 'Password is required',
  page_not_found: 'Page not found',
  this_page_could_not_be_found: 'This page could not be found',
  an_error_occurred: 'An error occurred',
  about_n_results: 'About {n} results',
  catalogues_n: 'Catalogues ({n})',
  no_catalogues_in_collection: 'No catalogues in collection',
  collection_notice_title: null,
  collection_notice_content: null,
  are_you_sure_you_want_to_delete_this_item: 'Are you sure you want to delete this item?',
  the_current_place_will_be_replaced_do_you_want_to_proceed:
    'The current place will be replaced, do you want to proceed?',
  cancel: 'Cancel',
  ok: null,
  sign_in: 'Sign in',
  logout: null,
  go_to_dashboard: null,
  email: 'Email',
  password: 'Password',
  all_rights_reserved: null,
  cookie_banner_text: null,
  title_language_en: 'English',
  title_language_de: 'German',
  title_language_it: 'Italian',
  unauthorized: 'You must be signed in',
  forbidden: 'You are not allowed to do this',
  not_found: null,
  invalid_credentials: 'Email or password is incorrect',
  bad_request: null,
  unsupported_media_type: null,
  payload_too_large: 'The file is too large',
  invalid_pdf: 'The file is not a valid PDF',
  too_many_requests: null,
  internal_server_error: null,
  conflict: null,
  nth_version: '{n}º versions',
  first_version: 'First version',
  supplementary_content: 'Supplementary content',
  supplementary_contents_of: 'Supplementary contents of',
  search_in_all_languages: 'Search in all languages',
  unsaved_changes_will_be_lost_leave_this_page: 'Unsaved changes will be lost. Leave this page?',
};

const allTexts: DefaultText[] = translationGroups.flatMap((group) => group.texts);

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? '').sort();
}

function textsOf(groupName: string): readonly DefaultText[] {
  return translationGroups.find((group) => group.name === groupName)?.texts ?? [];
}

describe('default texts', () => {
  it('has the fifteen translation groups of the spec, in the spec order', () => {
    expect(translationGroups.map((group) => group.name)).toEqual(specGroupOrder);
  });

  it('has texts in every group', () => {
    for (const group of translationGroups) {
      expect(group.texts.length, group.name).toBeGreaterThan(0);
    }
  });

  it('uses unique snake_case keys across all groups', () => {
    const keys = allTexts.map((text) => text.key);
    const duplicates = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(duplicates).toEqual([]);
    for (const key of keys) {
      expect(key).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
    }
  });

  it('builds the flat map with one entry per text', () => {
    const total = translationGroups.reduce((sum, group) => sum + group.texts.length, 0);
    expect(defaultTexts.size).toBe(total);
    for (const text of allTexts) {
      expect(defaultTexts.get(text.key)).toBe(text);
    }
  });

  it('contains every key the spec and the API name, with its exact English text', () => {
    for (const [key, en] of Object.entries(requiredKeys)) {
      const text = defaultTexts.get(key);
      expect(text, key).toBeDefined();
      expect(isTranslationKey(key)).toBe(true);
      if (en !== null) expect(text?.en, key).toBe(en);
    }
  });

  it('says the collection is only saved locally and may be lost', () => {
    const notice = defaultTexts.get('collection_notice_content')?.en ?? '';
    expect(notice).toMatch(/locally/);
    expect(notice).toMatch(/browser/);
    expect(notice).toMatch(/lost/);
  });

  it('keeps the placeholders of the English text in the German and Italian texts', () => {
    for (const text of allTexts) {
      const expected = placeholders(text.en);
      if (text.de !== undefined) expect(placeholders(text.de), `${text.key} (de)`).toEqual(expected);
      if (text.it !== undefined) expect(placeholders(text.it), `${text.key} (it)`).toEqual(expected);
    }
  });

  it('has placeholders that are simple names', () => {
    for (const text of allTexts) {
      for (const name of placeholders(text.en)) expect(name, text.key).toMatch(/^[a-z][a-zA-Z]*$/);
    }
  });

  it('translates every text of the Pages group into German and Italian', () => {
    for (const text of textsOf('Pages')) {
      expect(text.de, `${text.key} (de)`).toBeTruthy();
      expect(text.it, `${text.key} (it)`).toBeTruthy();
    }
  });

  it('has an English text and a description for every text, except empty image URLs', () => {
    for (const text of allTexts) {
      expect(descriptionOf(text.key).trim(), text.key).not.toBe('');
      if (text.type !== 'image') expect(text.en.trim(), text.key).not.toBe('');
      expect(text.de?.trim() ?? 'absent', `${text.key} (de)`).not.toBe('');
      expect(text.it?.trim() ?? 'absent', `${text.key} (it)`).not.toBe('');
    }
  });

  it('has an image entry on the About page whose empty value means no image yet', () => {
    const images = textsOf('About').filter((text) => text.type === 'image');
    expect(images.length).toBeGreaterThan(0);
    expect(defaultTexts.get('about_image')).toMatchObject({ type: 'image', en: '' });
  });

  it('names each built-in language under the key the languages derive', () => {
    for (const prefix of ['EN', 'DE', 'IT']) {
      expect(defaultTexts.has(`title_language_${prefix.toLowerCase()}`), prefix).toBe(true);
    }
  });
});
