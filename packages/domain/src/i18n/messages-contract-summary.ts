// The contract summary's texts (docs/contracts.md §13, EECC art. 102, the template of Regulation (EU) 2019/2243) in
// en, nl and es: the template's headings and its opening sentence in the regulation's own wording, then what we say
// about each product. messages.ts spreads these into its table, so that every key is typed and has all three
// languages. Amounts arrive written out in the language (`{{withVat}}`, `{{withoutVat}}`); `{{url}}` is an address.
import type { Texts } from './text.js';

export const CONTRACT_SUMMARY_MESSAGES = {
  // --- The template's frame
  'document.summary.title': { en: 'Contract summary', nl: 'Contractsamenvatting', es: 'Resumen del contrato' },
  'document.summary.intro': {
    en: 'This contract summary provides the main elements of this service offer as required by EU law. It helps to make a comparison between service offers. Complete information about the service is provided in other documents.',
    nl: 'Deze contractsamenvatting bevat de belangrijkste elementen van dit dienstenaanbod, zoals vereist door het EU-recht. Zij helpt om dienstenaanbiedingen te vergelijken. Volledige informatie over de dienst is te vinden in andere documenten.',
    es: 'Este resumen del contrato proporciona los principales elementos de esta oferta de servicio, tal como exige la legislación de la UE. Ayuda a comparar ofertas de servicios. La información completa sobre el servicio figura en otros documentos.',
  },
  'document.summary.forOffer': {
    en: 'Made on {{date}} for the choices in the order form, before ordering.',
    nl: 'Gemaakt op {{date}} voor de keuzes in het bestelformulier, vóór de bestelling.',
    es: 'Elaborado el {{date}} para las opciones del formulario de pedido, antes de pedir.',
  },
  'document.summary.forOrder': {
    en: 'Order {{orderId}}, placed on {{date}}.',
    nl: 'Bestelling {{orderId}}, geplaatst op {{date}}.',
    es: 'Pedido {{orderId}}, realizado el {{date}}.',
  },
  'document.summary.productAiAssistant': {
    en: 'AI assistant {{plan}}',
    nl: 'AI-assistent {{plan}}',
    es: 'Asistente de IA {{plan}}',
  },
  'document.summary.section.provider': { en: 'Service provider', nl: 'Aanbieder', es: 'Proveedor del servicio' },
  'document.summary.section.services': { en: 'Services', nl: 'Diensten', es: 'Servicios' },
  'document.summary.section.speeds': {
    en: 'Speeds of the internet service and remedies',
    nl: 'Snelheden van de internetdienst en rechtsmiddelen',
    es: 'Velocidades del servicio de internet y vías de recurso',
  },
  'document.summary.section.price': { en: 'Price', nl: 'Prijs', es: 'Precio' },
  'document.summary.section.duration': {
    en: 'Duration, renewal and termination',
    nl: 'Looptijd, verlenging en beëindiging',
    es: 'Duración, renovación y rescisión',
  },
  'document.summary.section.disabilities': {
    en: 'Features for end-users with disabilities',
    nl: 'Voorzieningen voor eindgebruikers met een handicap',
    es: 'Funcionalidades para usuarios finales con discapacidad',
  },
  'document.summary.section.other': {
    en: 'Other relevant information',
    nl: 'Overige relevante informatie',
    es: 'Otra información pertinente',
  },

  // --- The provider, from the settings
  'document.summary.provider.kvk': {
    en: 'Chamber of Commerce (KvK) number: {{number}}',
    nl: 'KvK-nummer: {{number}}',
    es: 'Número de la Cámara de Comercio (KvK): {{number}}',
  },
  'document.summary.provider.vat': {
    en: 'VAT number: {{number}}',
    nl: 'Btw-nummer: {{number}}',
    es: 'Número de IVA: {{number}}',
  },
  'document.summary.provider.email': {
    en: 'E-mail: {{email}}',
    nl: 'E-mail: {{email}}',
    es: 'Correo electrónico: {{email}}',
  },

  // --- The services
  'document.summary.services.esimPro': {
    en: 'eSIM Pro: a mobile subscription on an eSIM, with mobile data and calling.',
    nl: 'eSIM Pro: een mobiel abonnement op een eSIM, met mobiele data en bellen.',
    es: 'eSIM Pro: una suscripción móvil en una eSIM, con datos móviles y llamadas.',
  },
  'document.summary.services.esimData': {
    en: 'Mobile data per month: {{data}}.',
    nl: 'Mobiele data per maand: {{data}}.',
    es: 'Datos móviles al mes: {{data}}.',
  },
  'document.summary.services.esimCalling': {
    en: 'Calling: {{calling}}.',
    nl: 'Bellen: {{calling}}.',
    es: 'Llamadas: {{calling}}.',
  },
  'document.summary.services.travel': {
    en: 'Travel eSIM {{plan}} for {{region}}: {{data}} of mobile data, valid for {{days}} from the moment the eSIM is installed.',
    nl: 'Reis-eSIM {{plan}} voor {{region}}: {{data}} mobiele data, {{days}} geldig vanaf het moment dat de eSIM is geïnstalleerd.',
    es: 'eSIM de viaje {{plan}} para {{region}}: {{data}} de datos móviles, válida durante {{days}} desde que se instala la eSIM.',
  },
  'document.summary.services.voipNew': {
    en: 'VOIP: the new phone number {{number}} ({{type}}) in your name.',
    nl: 'VOIP: het nieuwe telefoonnummer {{number}} ({{type}}) op jouw naam.',
    es: 'VOIP: el nuevo número de teléfono {{number}} ({{type}}) a tu nombre.',
  },
  'document.summary.services.voipPorting': {
    en: 'VOIP: your current phone number {{number}} ({{type}}) moves to us (number porting).',
    nl: 'VOIP: je huidige telefoonnummer {{number}} ({{type}}) gaat naar ons over (nummerbehoud).',
    es: 'VOIP: tu número de teléfono actual {{number}} ({{type}}) se traslada con nosotros (portabilidad).',
  },
  'document.summary.services.voipBundle': {
    en: 'Call bundle: {{bundle}}.',
    nl: 'Belbundel: {{bundle}}.',
    es: 'Bono de llamadas: {{bundle}}.',
  },
  'document.summary.services.voipNoBundle': {
    en: 'No call bundle: calls are charged per minute at the rates on our VOIP page.',
    nl: 'Geen belbundel: gesprekken kosten het tarief per minuut van onze VOIP-pagina.',
    es: 'Sin bono de llamadas: las llamadas se cobran por minuto según las tarifas de nuestra página de VOIP.',
  },
  'document.summary.services.aiVoicemail': {
    en: 'AI voicemail, plan {{plan}}: {{voicemails}} a month, in {{languages}}.',
    nl: 'AI-voicemail, pakket {{plan}}: {{voicemails}} per maand, in {{languages}}.',
    es: 'Buzón de voz con IA, plan {{plan}}: {{voicemails}} al mes, en {{languages}}.',
  },
  'document.summary.services.aiAssistant': {
    en: 'AI phone assistant, plan {{plan}}: {{calls}} a month, {{numbers}}, in {{languages}}.',
    nl: 'AI-telefoonassistent, pakket {{plan}}: {{calls}} per maand, {{numbers}}, in {{languages}}.',
    es: 'Asistente telefónico con IA, plan {{plan}}: {{calls}} al mes, {{numbers}}, en {{languages}}.',
  },
  'document.summary.count.voicemails.one': {
    en: '{{count}} voicemail',
    nl: '{{count}} voicemail',
    es: '{{count}} mensaje de voz',
  },
  'document.summary.count.voicemails.other': {
    en: '{{count}} voicemails',
    nl: '{{count}} voicemails',
    es: '{{count}} mensajes de voz',
  },
  'document.summary.count.voicemailsUnlimited': {
    en: 'unlimited voicemails',
    nl: 'onbeperkt aantal voicemails',
    es: 'mensajes de voz ilimitados',
  },
  'document.summary.count.calls.one': { en: '{{count}} call', nl: '{{count}} gesprek', es: '{{count}} llamada' },
  'document.summary.count.calls.other': { en: '{{count}} calls', nl: '{{count}} gesprekken', es: '{{count}} llamadas' },
  'document.summary.count.callsUnlimited': {
    en: 'unlimited calls',
    nl: 'onbeperkt aantal gesprekken',
    es: 'llamadas ilimitadas',
  },
  'document.summary.count.numbers.one': {
    en: '{{count}} phone number',
    nl: '{{count}} telefoonnummer',
    es: '{{count}} número de teléfono',
  },
  'document.summary.count.numbers.other': {
    en: '{{count}} phone numbers',
    nl: '{{count}} telefoonnummers',
    es: '{{count}} números de teléfono',
  },
  'document.summary.count.languages.one': { en: '{{count}} language', nl: '{{count}} taal', es: '{{count}} idioma' },
  'document.summary.count.languages.other': {
    en: '{{count}} languages',
    nl: '{{count}} talen',
    es: '{{count}} idiomas',
  },

  // --- Speeds (the products with mobile data)
  'document.summary.speeds.mobile': {
    en: 'Mobile data runs on the networks of our partner operators. The speed depends on the network, the coverage where you are and your device; we promise no minimum speed. If the service does not perform as agreed, contact us: you may be entitled to a remedy, such as a price reduction or ending the contract.',
    nl: 'Mobiele data loopt over de netwerken van onze partnerproviders. De snelheid hangt af van het netwerk, de dekking waar je bent en je toestel; we beloven geen minimumsnelheid. Werkt de dienst niet zoals afgesproken, neem dan contact met ons op: je kunt recht hebben op een oplossing, zoals een prijsverlaging of het beëindigen van het contract.',
    es: 'Los datos móviles funcionan en las redes de nuestros operadores asociados. La velocidad depende de la red, de la cobertura donde estés y de tu dispositivo; no prometemos una velocidad mínima. Si el servicio no funciona según lo acordado, contáctanos: puedes tener derecho a una solución, como una rebaja del precio o la rescisión del contrato.',
  },

  // --- The price
  'document.summary.price.monthly': {
    en: 'Per month: {{withVat}} incl. VAT ({{withoutVat}} excl. VAT).',
    nl: 'Per maand: {{withVat}} incl. btw ({{withoutVat}} excl. btw).',
    es: 'Al mes: {{withVat}} IVA incluido ({{withoutVat}} sin IVA).',
  },
  'document.summary.price.once': {
    en: 'Once: {{withVat}} incl. VAT ({{withoutVat}} excl. VAT).',
    nl: 'Eenmalig: {{withVat}} incl. btw ({{withoutVat}} excl. btw).',
    es: 'Pago único: {{withVat}} IVA incluido ({{withoutVat}} sin IVA).',
  },
  'document.summary.price.discount': {
    en: 'The monthly price includes a discount of {{percent}}% for the contract length.',
    nl: 'In de maandprijs zit een korting van {{percent}}% voor de contractduur.',
    es: 'El precio mensual incluye un descuento del {{percent}} % por la duración del contrato.',
  },
  'document.summary.price.oneOff': {
    en: 'One-off costs: porting your number, {{withVat}} incl. VAT ({{withoutVat}} excl. VAT).',
    nl: 'Eenmalige kosten: het overzetten van je nummer, {{withVat}} incl. btw ({{withoutVat}} excl. btw).',
    es: 'Costes únicos: la portabilidad de tu número, {{withVat}} IVA incluido ({{withoutVat}} sin IVA).',
  },
  'document.summary.price.noOneOff': {
    en: 'One-off costs: none.',
    nl: 'Eenmalige kosten: geen.',
    es: 'Costes únicos: ninguno.',
  },
  'document.summary.price.withOrder': {
    en: 'Paid with the order: {{withVat}} incl. VAT ({{withoutVat}} excl. VAT).',
    nl: 'Te betalen bij de bestelling: {{withVat}} incl. btw ({{withoutVat}} excl. btw).',
    es: 'A pagar con el pedido: {{withVat}} IVA incluido ({{withoutVat}} sin IVA).',
  },
  'document.summary.price.trial': {
    en: "The first {{days}} are free (an account's first AI assistant); the monthly price applies after that.",
    nl: 'De eerste {{days}} zijn gratis (de eerste AI-assistent van een account); daarna geldt de maandprijs.',
    es: 'Los primeros {{days}} son gratis (el primer asistente con IA de una cuenta); después se aplica el precio mensual.',
  },
  'document.summary.price.vat': {
    en: 'Prices include {{percent}}% VAT.',
    nl: 'Prijzen zijn inclusief {{percent}}% btw.',
    es: 'Los precios incluyen un {{percent}} % de IVA.',
  },

  // --- Duration, renewal and termination
  'document.summary.term.esimPro': {
    en: 'Minimum term: {{months}}, the contract length you chose. After it, the subscription continues month by month until you cancel it.',
    nl: 'Minimale looptijd: {{months}}, de contractduur die je hebt gekozen. Daarna loopt het abonnement per maand door tot je opzegt.',
    es: 'Permanencia mínima: {{months}}, la duración del contrato que elegiste. Después, la suscripción continúa mes a mes hasta que la canceles.',
  },
  'document.summary.term.monthly': {
    en: 'Minimum term: none. The subscription runs per calendar month until you cancel it.',
    nl: 'Minimale looptijd: geen. Het abonnement loopt per kalendermaand door tot je opzegt.',
    es: 'Permanencia mínima: ninguna. La suscripción funciona por meses naturales hasta que la canceles.',
  },
  'document.summary.term.travel': {
    en: 'No subscription: a one-off purchase, valid for {{days}} from installation. It ends by itself and does not renew.',
    nl: 'Geen abonnement: een eenmalige aankoop, {{days}} geldig vanaf de installatie. Het stopt vanzelf en wordt niet verlengd.',
    es: 'Sin suscripción: una compra única, válida durante {{days}} desde la instalación. Termina sola y no se renueva.',
  },
  'document.summary.cancel.esimPro': {
    en: 'How to cancel: any time, in your dashboard ({{url}}). The subscription then ends at the end of that month, or at the end of the minimum term if that is later.',
    nl: 'Zo zeg je op: wanneer je wilt, in je dashboard ({{url}}). Het abonnement stopt dan aan het eind van die maand, of aan het eind van de minimale looptijd als dat later is.',
    es: 'Cómo cancelar: cuando quieras, en tu panel ({{url}}). La suscripción termina al final de ese mes, o al final de la permanencia mínima si es posterior.',
  },
  'document.summary.cancel.monthly': {
    en: 'How to cancel: any time, in your dashboard ({{url}}). The subscription then ends at the end of that month.',
    nl: 'Zo zeg je op: wanneer je wilt, in je dashboard ({{url}}). Het abonnement stopt dan aan het eind van die maand.',
    es: 'Cómo cancelar: cuando quieras, en tu panel ({{url}}). La suscripción termina al final de ese mes.',
  },
  'document.summary.cancel.trial': {
    en: 'Cancel during the free trial and you pay nothing.',
    nl: 'Zeg je op tijdens de gratis proefperiode, dan betaal je niets.',
    es: 'Si cancelas durante la prueba gratuita, no pagas nada.',
  },
  'document.summary.cancel.travel': {
    en: 'How to cancel: there is nothing to cancel.',
    nl: 'Zo zeg je op: er is niets op te zeggen.',
    es: 'Cómo cancelar: no hay nada que cancelar.',
  },
  'document.summary.keepNumber': {
    en: 'When you leave, you can take your number with you to another provider.',
    nl: 'Stap je over, dan kun je je nummer meenemen naar een andere provider.',
    es: 'Si te vas, puedes llevarte tu número a otro operador.',
  },
  'document.summary.withdrawal': {
    en: 'Right of withdrawal: you may withdraw within 14 days of ordering without giving a reason, at {{url}} or with the Withdraw button of your order. The service starts at once at your request; if you withdraw, you pay only for the days up to then.',
    nl: 'Herroepingsrecht: je mag binnen 14 dagen na je bestelling zonder opgaaf van reden herroepen, via {{url}} of met de knop Herroepen bij je bestelling. De dienst begint op jouw verzoek meteen; herroep je, dan betaal je alleen de dagen tot dan.',
    es: 'Derecho de desistimiento: puedes desistir en los 14 días siguientes al pedido sin dar ninguna razón, en {{url}} o con el botón Desistir de tu pedido. El servicio empieza enseguida a petición tuya; si desistes, solo pagas los días hasta entonces.',
  },

  // --- Disabilities, other information
  'document.summary.disabilities': {
    en: 'We offer no products made especially for end-users with disabilities. Our website can be used with a keyboard and a screen reader, and our support answers in writing at {{email}}.',
    nl: 'We hebben geen producten die speciaal zijn gemaakt voor eindgebruikers met een handicap. Onze website werkt met een toetsenbord en een schermlezer, en onze klantenservice antwoordt schriftelijk via {{email}}.',
    es: 'No ofrecemos productos hechos especialmente para usuarios finales con discapacidad. Nuestro sitio web se puede usar con teclado y con lector de pantalla, y nuestro servicio de atención responde por escrito en {{email}}.',
  },
  'document.summary.other.support': {
    en: 'Questions and complaints: {{email}}.',
    nl: 'Vragen en klachten: {{email}}.',
    es: 'Preguntas y reclamaciones: {{email}}.',
  },
  'document.summary.other.terms': {
    en: 'Our general terms and conditions: {{url}}.',
    nl: 'Onze algemene voorwaarden: {{url}}.',
    es: 'Nuestras condiciones generales: {{url}}.',
  },

  // --- The order confirmation mail
  'mail.order.contractSummary': {
    en: 'The contract summary of your order is attached (PDF).',
    nl: 'De contractsamenvatting van je bestelling zit als bijlage bij deze mail (pdf).',
    es: 'El resumen del contrato de tu pedido va adjunto (PDF).',
  },
} as const satisfies Record<string, Texts>;
