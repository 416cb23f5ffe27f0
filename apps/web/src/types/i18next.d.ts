import type common from '../locales/en/common.json';
import type company from '../locales/en/company.json';
import type esim from '../locales/en/esim.json';
import type voip from '../locales/en/voip.json';
import type voipOrder from '../locales/en/voip-order.json';
import type support from '../locales/en/support.json';
import type voicemail from '../locales/en/voicemail.json';
import type home from '../locales/en/home.json';
import type info from '../locales/en/info.json';
import type checkout from '../locales/en/checkout.json';
import type install from '../locales/en/install.json';
import type account from '../locales/en/account.json';
import type admin from '../locales/en/admin.json';
import type porting from '../locales/en/porting.json';
import type aiOrder from '../locales/en/ai-order.json';
import type withdrawal from '../locales/en/withdrawal.json';
import type voice from '../locales/en/voice.json';

// English is the source of the keys: a key missing here is a type error wherever it is used.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      company: typeof company;
      esim: typeof esim;
      voip: typeof voip;
      'voip-order': typeof voipOrder;
      support: typeof support;
      voicemail: typeof voicemail;
      home: typeof home;
      info: typeof info;
      checkout: typeof checkout;
      install: typeof install;
      account: typeof account;
      admin: typeof admin;
      porting: typeof porting;
      'ai-order': typeof aiOrder;
      withdrawal: typeof withdrawal;
      voice: typeof voice;
    };
  }
}
