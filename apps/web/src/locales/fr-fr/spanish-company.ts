export default {
  names: {
    title: 'La dénomination de votre société',
    description:
      'Le Registro Mercantil Central examine vos dénominations dans l’ordre et certifie la première qu’aucune autre société ne porte (certificación negativa). Indiquez-en jusqu’à cinq.',
    label: 'Dénomination {number}',
    hint: 'Terminée par S.L. pour une SL, S.A. pour une SA (S.L.U. ou S.A.U. avec un associé unique).',
  },
  office: {
    title: 'Siège social',
    description:
      'L’adresse de la société en Espagne (domicilio social), inscrite dans l’acte et les statuts.',
    street: 'Rue',
    number: 'Numéro',
    building: 'Étage, porte, bâtiment (facultatif)',
    postalCode: 'Code postal',
    city: 'Commune',
    province: 'Province',
    provincePlaceholder: 'Choisissez une province',
  },
  purpose: {
    title: 'Objet social',
    description:
      'Ce que fera la société (objeto social), tel que les statuts le diront, et ses activités dans la nomenclature CNAE-2009.',
    label: 'Description des activités',
    hint: 'Par exemple : fabrication et vente de pain et de pâtisseries.',
    cnae: 'Activités CNAE-2009',
    cnaeHint: 'Cherchez par mots ou par code ; trois au plus, l’activité principale d’abord.',
  },
  capital: {
    title: 'Capital social',
    description:
      'Le capital apporté par les associés, divisé en parts (participaciones d’une SL, acciones d’une SA) d’une même valeur nominale.',
    amount: 'Capital social (€)',
    amountHint: 'Au moins 1 € pour une SL (Ley 18/2022), 60 000 € pour une SA.',
    nominal: 'Valeur nominale d’une part (€)',
    nominalHint: 'Le capital doit compter un nombre entier de parts : 1 € la part est l’usage.',
    shares: 'Soit {count} parts.',
    reserve:
      'Sous 3 000 €, une SL affecte 20 % de son bénéfice à la réserve légale jusqu’à ce que réserve et capital atteignent 3 000 €, et ses associés répondent solidairement de la différence jusqu’à 3 000 € si elle est liquidée sans payer ses dettes (art. 4 LSC).',
    quarter:
      'Le capital d’une SA est entièrement souscrit, et au moins un quart de chaque action est libéré à la constitution.',
  },
  party: {
    kind: 'De qui s’agit-il ?',
    person: 'Une personne',
    company: 'Une société',
    name: 'Nom complet ou dénomination',
    idNumber: 'DNI, NIE ou NIF',
    idNumberHint: 'Avec sa lettre. Un fondateur étranger doit obtenir un NIE avant l’acte.',
    dateOfBirth: 'Date de naissance',
  },
  shareholders: {
    title: 'Associés',
    description:
      'Qui prend les parts et ce que chacun apporte. Les parts doivent correspondre au capital social.',
    legend: 'Associé {number}',
    shares: 'Nombre de parts',
    money: 'Apport en numéraire (€)',
    inKind: 'Valeur des biens apportés (€)',
    inKindHint: 'Apports en nature (aportaciones no dinerarias), 0 s’il n’y en a pas.',
    add: 'Ajouter un associé',
    remove: 'Retirer l’associé {number}',
    total: '{count} parts prises sur {total}',
  },
  directors: {
    title: 'Administrateurs',
    description:
      'Qui dirige la société, et comment (art. 210 LSC). Un administrateur n’a pas à être associé.',
    boardForm: 'Mode d’administration',
    forms: {
      sole_director: { label: 'Un administrateur unique', hint: 'Administrador único.' },
      joint_and_several: {
        label: 'Plusieurs administrateurs, chacun agissant seul',
        hint: 'Administradores solidarios : deux ou plus.',
      },
      joint: {
        label: 'Plusieurs administrateurs agissant ensemble',
        hint: 'Administradores mancomunados : deux ou plus (deux pour une SA).',
      },
      board: {
        label: 'Un conseil d’administration',
        hint: 'Consejo de administración : trois membres ou plus (douze au plus pour une SL).',
      },
    },
    legend: 'Administrateur {number}',
    add: 'Ajouter un administrateur',
    remove: 'Retirer l’administrateur {number}',
  },
  statutes: {
    title: 'Statuts',
    description: 'Les règles de la société, signées avec l’acte devant le notaire.',
    legend: 'Quels statuts ?',
    standard: {
      label: 'Les statuts types',
      hint: 'Estatutos tipo (Orden JUS/1840/2015) : pour une SL à administrateur unique, administrateurs solidaires ou deux conjoints. La constitution la plus rapide.',
    },
    bespoke: {
      label: 'Des statuts sur mesure',
      hint: 'Rédigés avec le notaire : nécessaires pour une SA ou un conseil d’administration.',
    },
  },
};
