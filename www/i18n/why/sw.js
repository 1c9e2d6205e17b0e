// @ts-check
// Kiswahili: the texts of why a pit cannot be played (www/ui/refusals.js), loaded with it
// (language.js).
export default {
  'why.not-this-game': 'Hiyo si hatua ya mchezo huu.',
  'why.out-of-range': 'Hakuna shimo kama hilo.',
  'why.notOwn': '{pit} ni mali ya {side}; ni zamu ya {mover}.',
  'why.empty-pit': '{pit} ni tupu.',
  'why.single-seed': 'Katika {pit} kuna mbegu moja tu, na mbegu moja peke yake haipandwi.',
  'why.zero-count': 'Angalau mpiganaji mmoja lazima ainuliwe.',
  'why.count-too-large': 'Katika {pit} hakuna wapiganaji wengi kiasi hicho.',
  'why.firstLap': 'Kutoka {pit}, mzunguko wa kwanza ungeishia {landing}, boma yenye wapiganaji katika safu yako mwenyewe.',
  'why.countSkipped': 'Huwezi kuinua {count}. {why}',
  'why.endless': 'Kupanda kutoka {pit} hakungeisha ndani ya mizunguko milioni moja, kwa hiyo hakuruhusiwi.',
  'why.not-in-opening': 'Ufunguzi umekwisha.',
  'why.in-opening': 'Ufunguzi unakuja kwanza: mwaga boma zako mbili na uweke wapiganaji wake.',
  'why.opening-not-distinct': 'Chagua boma mbili tofauti.',
  'why.opening-not-occupied': '{pit} si boma yenye wapiganaji katika safu yako.',
  'why.opening-wrong-total': 'Weka wapiganaji wale wale uliowainua, wote na si zaidi.',
};
