// @ts-check
// Kiswahili: masomo (www/learn/). Maneno boma na nki yanabaki kama
// yalivyo, kama katika sehemu nyingine za mchezo.
export default {
  'learn.title': 'Jifunze kucheza {game}',
  'learn.step': 'Hatua {step} kati ya {steps}',
  'learn.resumed': 'Karibu tena: somo linaendelea kwenye hatua {step}.',
  'learn.leave': 'Ondoka kwenye somo',
  'learn.back': 'Hatua iliyopita',
  'learn.next': 'Hatua inayofuata',
  'learn.showMe': 'Nionyeshe',
  'learn.play': 'Cheza dhidi ya kompyuta ya mwanzilishi',
  'learn.right': 'Sahihi!',
  'learn.shown': 'Hii ndiyo hatua.',
  'learn.say.yours': '{pit} upande wako',
  'learn.say.theirs': '{pit} upande wa {side}',
  'learn.say.laps.one': 'Mzunguko mmoja: mbegu ya mwisho ilianguka katika {pit}.',
  'learn.say.laps.other': 'Mizunguko {count}: mbegu ya mwisho ilianguka katika {pit}.',
  'learn.say.laps.kiothi.one': 'Mzunguko mmoja: mpiganaji wa mwisho alianguka katika {pit}.',
  'learn.say.laps.kiothi.other': 'Mizunguko {count}: mpiganaji wa mwisho alianguka katika {pit}.',
  'learn.say.lapsBack.other':
    'Mizunguko {count}, kila upokezanaji ukirudi upande mwingine: mbegu ya mwisho ilianguka katika {pit}.',
  'learn.say.seized.one':
    'Mzunguko uliishia katika shimo lenye mbegu la safu yako ya ndani, mkabala na mbegu: ulinyakua {seeds} ({from}) na kuipanda papo hapo.',
  'learn.say.seized.other':
    'Mzunguko uliishia katika shimo lenye mbegu la safu yako ya ndani, mkabala na mbegu: ulinyakua {seeds} ({from}) na kuzipanda papo hapo.',
  'learn.say.seizedAgain.one':
    'Mbegu ya mwisho kati ya zile ulizonyakua ilitua katika {pit}, lenye mbegu na mkabala na mbegu tena: ulinyakua {seeds} zaidi ({from}) na kuipanda pia.',
  'learn.say.seizedAgain.other':
    'Mbegu ya mwisho kati ya zile ulizonyakua ilitua katika {pit}, lenye mbegu na mkabala na mbegu tena: ulinyakua {seeds} zaidi ({from}) na kuzipanda pia.',
  'learn.say.part.opposite': '{seeds} kutoka {pit}, mkabala',
  'learn.say.part.chainLeft': '{seeds} kutoka {pit}, mnyororo ulipoendelea kushoto kwako',
  'learn.say.part.chainRight': '{seeds} kutoka {pit}, mnyororo ulipoendelea kulia kwako',
  'learn.say.part.behind': '{seeds} kutoka {pit}, nyuma yake',
  'learn.say.part.leftmost': '{seeds} kutoka {pit} (zawadi ya kushoto kabisa)',
  'learn.say.part.capturer': 'na mbegu yako inayoteka',
  'learn.say.part.capturer.kiothi': 'na mpiganaji wako anayeteka',
  'learn.say.captured': 'Uliteka {seeds}: {from}.',
  'learn.say.extra':
    'Lilikuwa shimo tupu la safu yako mwenyewe, na hakuna mbegu ya hatua hii iliyoingia safu ya {side}: unacheza tena.',
  'learn.say.stop.theirs': 'Lilikuwa shimo tupu la safu ya {side}, kwa hiyo hatua iliishia hapo bila kuteka chochote.',
  'learn.say.stop.theirs.kiothi': 'Ilikuwa boma tupu ya safu ya {side}, kwa hiyo hatua iliishia hapo bila kuteka chochote.',
  'learn.say.stop.inYours': 'Lilikuwa shimo tupu la safu yako, kwa hiyo hatua ya {side} iliishia hapo bila kuteka chochote.',
  'learn.say.stop.inYours.kiothi': 'Ilikuwa boma tupu ya safu yako, kwa hiyo hatua ya {side} iliishia hapo bila kuteka chochote.',
  'learn.say.stop.empty': 'Lilikuwa tupu, kwa hiyo hatua iliishia hapo.',
  'learn.say.stop.own': 'Lilikuwa shimo tupu la safu yako bila chochote mkabala cha kuteka, kwa hiyo hatua iliishia hapo.',
  'learn.say.stop.own.kiothi': 'Ilikuwa boma tupu ya safu yako bila chochote mkabala cha kuteka, kwa hiyo hatua iliishia hapo.',
  'learn.say.stop.facingNki':
    'Ilikuwa boma tupu ya safu yako, lakini {pit} iliyo mkabala ni nki (inalindwa), kwa hiyo hakuna kilichotekwa na hatua iliishia hapo.',
  'learn.say.pass': '{side} amebaki bila shimo lenye mbegu mbili au zaidi na lazima apishe zamu: unacheza tena.',
  'learn.say.clearedNki.one': 'Kuinua wapiganaji kutoka {pits} kuliiondolea ulinzi wake (nki) milele.',
  'learn.say.clearedNki.other': 'Kuinua wapiganaji kutoka {pits} kuliziondolea ulinzi wake (nki) milele.',
  'learn.say.opening.yours': 'Ulimwaga {emptied} na kuweka {warriors} waliokuwa humo.',
  'learn.say.opening.theirs': '{side} alimwaga {emptied} na kuweka {warriors} waliokuwa humo.',
  'learn.say.passesBy': 'Mbegu moja ya hatua hii inaanguka katika {pit} njiani, lakini si ya mwisho.',
  'learn.say.missed': 'Hakuna mbegu ya hatua hii inayoanguka katika {pit}.',
  'learn.tryAgain': 'Jaribu tena: ubao uko kama ulivyokuwa.',
  'learn.tradition': 'Mapokeo',
  'learn.decision': 'Uamuzi wa mradi',
  'learn.landingTask': 'Bofya shimo (au lichague kwa kibodi) ambamo unadhani mbegu ya mwisho itatua.',
  'learn.landingTask.touch': 'Gusa shimo ambamo unadhani mbegu ya mwisho itatua.',
  'learn.menu.title': 'Jifunze kwa kucheza',
  'learn.menu.intro': 'Kila somo linafundisha mchezo mmoja kwa dakika chache, kwenye ubao halisi.',
  'learn.menu.kept': 'Maendeleo yako yanahifadhiwa kwenye kifaa hiki.',
  'learn.menu.new': 'Bado halijaanzwa',
  'learn.menu.finished': 'Limekamilika',

  'learn.giuthi.two-or-more.text':
    'Mashimo yako ni safu ya chini. Hatua huanza kutoka shimo lako lenye mbegu mbili au zaidi: mbegu moja peke yake haipandwi kamwe. Panda shimo pekee unaloweza, kwa mwelekeo wowote.',
  'learn.giuthi.two-or-more.note':
    'Giuthi maana yake ni “kugawa” au “kuweka” kwa Kikuyu. Ni mchezo wa Wakikuyu na Waembu wa Kenya ya kati: wavulana wachungaji wa ng’ombe na mbuzi chini ya Mlima Kenya walichimba mashimo yake katika ardhi iliyokaushwa na jua, wakicheza kwa mawe ya mto au mbegu ngumu.',
  'learn.giuthi.direction.text':
    'Wewe unachagua mwelekeo wa mzunguko wa kwanza. Ukipanda shimo lako lenye tatu kwa mwendo wa saa, mbegu moja kila shimo kuelekea kushoto katika safu yako na kuendelea kwenye safu ya Kaskazini, mbegu ya mwisho itatua wapi?',
  'learn.giuthi.direction.wrong.count':
    'Hesabu mbegu moja kwa kila shimo: mwendo wa saa unaenda kushoto katika safu yako, kisha unazunguka kona kuingia safu ya Kaskazini juu.',
  'learn.giuthi.relay.text':
    'Mbegu ya mwisho ya mzunguko ikianguka katika shimo lenye mbegu, la safu yoyote, mbegu zote za shimo hilo zinainuliwa na kupandwa zaidi kama upokezanaji, na kila mzunguko wa upokezanaji unarudi upande mwingine. Mzunguko unaoishia katika shimo tupu la safu ya Kaskazini unamaliza hatua. Shimo lako lenye nne linaweza kupandwa upande wowote: tafuta upande unaoleta upokezanaji.',
  'learn.giuthi.relay.wrong.noRelay':
    'Mzunguko wake pekee uliishia katika shimo tupu, kwa hiyo hakukuwa na upokezanaji. Tafuta upande ambao mbegu yake ya mwisho inaanguka katika shimo lenye mbegu.',
  'learn.giuthi.extra-move.text':
    'Hatua yako ikiishia katika shimo tupu la safu yako na hakuna mbegu yake iliyoingia safu ya Kaskazini, unapata zamu nyingine. Tafuta hatua inayokupa zamu ya ziada.',
  'learn.giuthi.extra-move.wrong.entered':
    'Hakuna hatua ya ziada: hatua hiyo iliweka mbegu katika safu ya Kaskazini. Tafuta moja inayobaki katika safu yako na kuishia katika shimo tupu humo.',
  'learn.giuthi.extra-move.decision':
    'Maandiko ya kanuni yanasema unapanda tena “kutoka shimo jingine”; hapa unaweza kuchagua shimo lolote unaloruhusiwa kupanda, hata lilelile.',
  'learn.giuthi.capture.text':
    'Hatua yako ikiishia katika shimo tupu la safu yako baada ya mbegu kuingia safu ya Kaskazini, unateka mbegu za shimo la Kaskazini lililo mkabala. Kuteka kunaendelea kama mnyororo katika safu yako, upande ambao mzunguko wa mwisho ulikuwa ukienda: kupita kila shimo lako tupu, ukichukua kilicho mkabala nalo, hadi shimo lako lenye mbegu au mwisho wa safu. Tafuta hatua inayoteka.',
  'learn.giuthi.capture.wrong.stayed':
    'Hatua hiyo haikuingia kamwe safu ya Kaskazini, kwa hiyo ilileta hatua ya ziada, si kuteka: kuteka kunahitaji kwanza mbegu katika safu ya Kaskazini.',
  'learn.giuthi.capture.wrong.theirs':
    'Hatua inayoishia katika safu ya Kaskazini haitekai chochote. Tafuta moja inayoingia safu ya Kaskazini na kurudi kuishia katika shimo lako tupu.',
  'learn.giuthi.capture.note': 'Wakikuyu husema: “Huwezi kuiba ng’ombe wa mtu mwingine bila kuingia katika ardhi yake!”',
  'learn.giuthi.capture.decision':
    'Shimo tupu lililo mkabala na mnyororo haliongezi kitu lakini halikatishi mnyororo, na mbegu inayoteka inaenda kwenye rundo lako ikiwa tu kitu kimetekwa.',
  'learn.giuthi.pass.text':
    'Mchezaji mwenye mbegu moja-moja na mashimo matupu tu hawezi kucheza na lazima apitishe zamu, kisha anacheza tena akipata shimo lenye mbegu mbili au zaidi. Tafuta hatua inayomwachia Kaskazini bila kitu cha kupanda.',
  'learn.giuthi.pass.wrong.extra':
    'Hatua hiyo ya ziada inaiacha zamu kuwa yako, kwa hiyo Kaskazini hafikii zamu yake na hahitaji kupisha zamu. Tafuta hatua inayomaliza zamu yako na kumwachia Kaskazini mbegu moja-moja tu.',
  'learn.giuthi.remember.text':
    'Tazama hali hii ya ubao, Kaskazini akiwa na zamu, na uikumbuke. Sasa Kaskazini anapanda shimo lake lenye tatu kwa mwendo wa saa: bonyeza “Nionyeshe”.',
  'learn.giuthi.repetition.text':
    'Hali ya ubao ikirudi mchezaji yule yule akiwa na zamu, mchezo unaisha papo hapo kwa sare, vyovyote vile alama zilivyo. Panda shimo lako lenye tatu kinyume cha mwendo wa saa: linarudisha hali uliyoiona hatua moja iliyopita, Kaskazini akiwa na zamu.',
  'learn.giuthi.repetition.wrong.extra':
    'Hiyo ilileta hatua ya ziada, na hali inayoleta ni mpya, kwa hiyo mchezo unaendelea. Panda shimo lile lile kinyume cha mwendo wa saa.',
  'learn.giuthi.repetition.decision': 'Hali za ubao zinahesabiwa baada ya kila hatua, zamu za ziada zikiwemo, na hali ya mwanzo pia inahesabiwa.',
  'learn.giuthi.scoring.text':
    'Mchezo unaisha wakati hakuna mchezaji anayeweza kucheza. Kila mmoja anapata mbegu za rundo lake pamoja na zilizobaki katika mashimo yake. Una 12 katika rundo lako, Kaskazini 8: panda shimo lako lenye mbili kinyume cha mwendo wa saa kumaliza mchezo.',
  'learn.giuthi.scoring.wrong.extra':
    'Hiyo ilileta hatua ya ziada, kwa hiyo mchezo unaendelea. Panda shimo lile lile upande mwingine, kuingia safu ya Kaskazini.',
  'learn.giuthi.game.text': 'Sasa unajua kanuni za Giuthi. Cheza mchezo mfupi kwenye ubao wa mashimo 2 × 5 dhidi ya kompyuta ya mwanzilishi.',

  'learn.kiothi.opening.text':
    'Mashimo ya Kiothi ni boma na vipande vyake ni wapiganaji. Katika zamu yako ya kwanza unamwaga boma zako mbili hasa zenye wapiganaji na kuweka wapiganaji wake, kwa idadi yoyote, katika boma yoyote ya safu zote mbili. Fanya ufunguzi wako: chagua boma mbili, kisha weka kila mpiganaji.',
  'learn.kiothi.opening.note':
    'Kiothi (“kuweka” kwa Kimeru) ni mchezo wa Wameru kwenye miteremko ya Mlima Kenya. Mugwe, kiongozi mkuu wa kiroho wa Wameru, alipitisha siku zake akiucheza, mkono wake wa kushoto ukiwa umefichwa chini ya kitambaa daima.',
  'learn.kiothi.nki.text':
    'Sasa Kaskazini anajibu ufunguzi wako kwa wake. Baada yake, kila boma yenye wapiganaji inakuwa nki, inayolindwa: wapiganaji wake hawawezi kutekwa. Boma inapoteza ulinzi wake milele mara wapiganaji wanapoinuliwa kutoka kwake. Bonyeza “Nionyeshe”.',
  'learn.kiothi.nki.example':
    'Ufunguzi wako mwenyewe ulifanywa katika ziara iliyopita na haukuhifadhiwa, kwa hiyo ubao unaonyesha mfano wa ufunguzi wako.',
  'learn.kiothi.partial.text':
    'Kuanzia sasa hatua inainua wapiganaji kutoka boma yako moja na kuwapanda mmoja mmoja kinyume cha mwendo wa saa, kuendelea katika safu yako na kuingia safu ya Kaskazini. Si lazima uwainue wote: inua wapiganaji wawili kati ya wanne wa boma yako yenye wanne. Kichaguzi kinaruka 3 na kusema kwa nini; hatua inayofuata inahusu kanuni hiyo.',
  'learn.kiothi.partial.wrong.one': 'Uliinua mmoja tu kati ya wanne. Chagua tena boma yako yenye wanne na uinue 2.',
  'learn.kiothi.partial.wrong.all': 'Uliinua wote wanne. Chagua tena boma yako yenye wanne na uinue 2.',
  'learn.kiothi.partial.wrong.other': 'Hiyo ilikuwa boma yako yenye mmoja. Chagua boma yako yenye wanne, kisha 2.',
  'learn.kiothi.first-lap.text':
    'Mpiganaji wa mwisho wa mzunguko wako wa kwanza hawezi kutua katika boma yenye wapiganaji katika safu yako. Kuinua wapiganaji wote watatu wa boma yako yenye watatu kungefanya hivyo. Inua wengi kadiri unavyoruhusiwa.',
  'learn.kiothi.first-lap.wrong.fewer': 'Mmoja anaruhusiwa, lakini hata wawili: inua wengi kadiri unavyoruhusiwa kati ya watatu.',
  'learn.kiothi.first-lap.wrong.other':
    'Hiyo ilikuwa boma yako yenye mmoja. Hatua hii inahusu boma yako yenye watatu: inua wapiganaji wake wengi kadiri unavyoruhusiwa.',
  'learn.kiothi.relay.text':
    'Mpiganaji wa mwisho akianguka katika boma yenye wapiganaji ya safu yoyote, wapiganaji wake wote wanainuliwa na kupandwa zaidi; hatua inaishia katika boma tupu. Panda wapiganaji wote wawili wa boma yako yenye wawili na utazame upokezanaji.',
  'learn.kiothi.relay.wrong.one':
    'Kuinua mmoja kunamaliza hatua papo hapo. Panda wapiganaji wote wawili wa boma yako yenye wawili ili uone upokezanaji.',
  'learn.kiothi.capture.text':
    'Hatua yako ikiishia katika boma tupu ya safu yako, unateka wapiganaji wa boma ya adui iliyo mkabala, pamoja na mpiganaji wako anayeteka, kwenda gereza lako: isipokuwa boma hiyo ni nki (ina alama). Tafuta hatua inayoteka.',
  'learn.kiothi.capture.wrong.none':
    'Hakuna kuteka: hatua lazima iishie katika boma tupu ya safu yako, mkabala na boma ya adui yenye wapiganaji ambayo si nki.',
  'learn.kiothi.capture.decision': 'Kupokea wapiganaji hakuondoi nki; ni kuinua wapiganaji kutoka boma tu kunakoondoa.',
  'learn.kiothi.lose-nki.text':
    'Kuinua wapiganaji kutoka boma, hata baadhi yao tu, kunaiondolea ulinzi wake milele, na ndivyo ilivyo kwa upokezanaji unaowainua. Boma zako 6 na 8 ni nki (zina alama): cheza hatua inayozilinda zote mbili.',
  'learn.kiothi.lose-nki.wrong.lifted':
    'Uliinua wapiganaji kutoka boma inayolindwa: si nki tena, milele, vyovyote vile hatua ilivyoshinda. Cheza kutoka boma isiyo nki.',
  'learn.kiothi.leftmost.text':
    'Kuishia katika boma yako ya kushoto kabisa (ya kwanza katika safu yako, ambapo upandaji wa kinyume cha mwendo wa saa unaingia) kunateka pia boma tatu za adui kando ya ile iliyo mkabala, ikiwa zote tatu zina wapiganaji, hakuna iliyo nki, na kila moja ilikuwa tupu mwanzoni au imepandwa kutoka kwake tangu ufunguzi (hizi tatu zimepandwa). Tafuta hatua inayoshinda zawadi hii.',
  'learn.kiothi.leftmost.wrong.notLeftmost':
    'Zawadi inahitaji mpiganaji wako wa mwisho katika boma yako ya kushoto kabisa. Tafuta upokezanaji unaozunguka na kuingia humo.',
  'learn.kiothi.leftmost.decision':
    'Zawadi inaamuliwa peke yake, boma zote tatu au hakuna, na “imepandwa kutoka kwake tangu ufunguzi” inahesabu wapiganaji walioinuliwa wakati wa mchezo.',
  'learn.kiothi.sweep.text':
    'Mchezaji asiye na hatua halali anamaliza mchezo, na kila mpiganaji aliyebaki ubaoni anaenda kwenye gereza la mchezaji anayeweza bado kucheza. Gereza lako lina wapiganaji 25, ya Kaskazini 24, na Kaskazini hana aliyebaki: cheza mpiganaji wako wa mwisho.',
  'learn.kiothi.sweep.note':
    'Ushindi wa tofauti ya wapiganaji wawili hasa ndio “ushindi wa mpiganaji mmoja” unaosifika, alama ya ustadi mkubwa, ambao kwa mapokeo una thamani ya ushindi wa kawaida miwili, na wakati mwingine kumi.',
  'learn.kiothi.game.text': 'Sasa cheza mchezo mzima wa Kiothi, pamoja na ufunguzi, dhidi ya kompyuta ya mwanzilishi.',

  'learn.en-gehe.board.text':
    'En Gehé huchezwa kwenye ubao mkubwa sana: safu mbili za mashimo 40 hadi 50, yenye mbegu 4 kila moja. Kila timu inaongoza safu moja; yako ni ya Kusini (kwenye skrini nyembamba ubao umegeuzwa, na safu ya Kusini inashuka upande wake wa kushoto). Hatua zinazofuata zinatumia ubao mdogo wa mazoezi.',
  'learn.en-gehe.board.note':
    'En Gehé ni mchezo wa wapiganaji wa Kimaasai, morani, wa kaskazini mwa Tanzania: timu mbili za wanaume wanane zilipima kila hatua pamoja. Mashimo yalichimbwa ardhini; hadithi za Wamaasai zinasema Sindillo, mwana wa mtu wa kwanza Maitoumbe, ndiye aliyebuni mchezo huu.',
  'learn.en-gehe.board.decision': 'Mbao za mazoezi za mashimo 2 × 6 hadi 2 × 39 ni za mradi, na zimetajwa hivyo.',
  'learn.en-gehe.single.text':
    'Unaweza kupanda shimo lolote lenye mbegu katika safu yako, hata mbegu moja, daima kinyume cha mwendo wa saa. Panda mbegu yako moja. Mbegu ya mwisho ikianguka katika shimo tupu la safu yako mkabala na shimo tupu, hakuna kinachotekwa na mbegu inabaki.',
  'learn.en-gehe.relay.text':
    'Mbegu ya mwisho ikianguka katika shimo lenye mbegu, mbegu zake zote zinainuliwa kwa mzunguko mwingine; zamu inaishia katika shimo tupu. Ukipanda shimo lako lenye mbili, mbegu ya mwisho itaishia wapi?',
  'learn.en-gehe.relay.wrong.relayed':
    'Endelea kuhesabu: mzunguko wa kwanza unaishia katika shimo lako lenye mbegu, na mbegu zake zinapandwa zaidi katika mzunguko wa pili.',
  'learn.en-gehe.capture.text':
    'Kuishia katika shimo tupu la safu yako kunachukua mbegu za shimo lililo mkabala, pamoja na mbegu inayoteka. Shimo lililo mkabala likiwa tupu, hakuna kinachotekwa na mbegu inabaki. Tafuta hatua inayoteka.',
  'learn.en-gehe.capture.wrong.empty':
    'Shimo lililo mkabala na mbegu yako ya mwisho lilikuwa tupu, kwa hiyo mbegu inabaki. Jaribu shimo lako jingine.',
  'learn.en-gehe.end.text':
    'Timu isipoweza kucheza katika zamu yake, mchezo unaisha na kila mbegu iliyobaki ubaoni inaenda kwa timu iliyocheza hatua ya mwisho. Kaskazini hana mbegu: tafuta hatua inayomaliza mchezo.',
  'learn.en-gehe.end.wrong.gives':
    'Hatua hiyo inampa Kaskazini mbegu za kupanda, kwa hiyo mchezo unaendelea. Tafuta ile inayoacha safu ya Kaskazini tupu.',
  'learn.en-gehe.end.decision':
    'Mbegu zilizobaki ubaoni zinahamishiwa kwenye hesabu ya timu inayozichukua, na hali ya ubao inayotokea mara ya tatu ni sare.',
  'learn.en-gehe.game.text': 'Cheza mchezo mfupi kwenye ubao wa mazoezi wa 2 × 8 dhidi ya kompyuta ya mwanzilishi.',

  'learn.hus.board.text':
    'Hus ina safu nne. Mbili zilizo karibu nawe ni zako: safu yako ya nje (nyuma) na safu yako ya ndani (mbele). Mbegu zako zinazunguka safu zako mbili tu, kinyume cha mwendo wa saa: kuelekea kulia katika safu ya nyuma, na kurudi kushoto katika safu ya mbele.',
  'learn.hus.board.note': 'Hus (ǁhūs) huchezwa kote Namibia. Vipande vyake vinaitwa gomate, “ng’ombe”: kila kuteka ni uvamizi dhidi ya kundi la mwingine.',
  'learn.hus.loop.text':
    'Hatua inainua mbegu zote za shimo lako moja lenye mbili au zaidi na kuzipanda kuzunguka mzunguko wako. Panda shimo lenye tatu karibu na mwisho wa kulia wa safu yako ya nyuma na utazame mbegu zikigeuka kuingia safu yako ya mbele. Mbegu ya mwisho katika shimo tupu inamaliza hatua.',
  'learn.hus.loop.wrong.other':
    'Hilo lilikuwa shimo lako lenye mbili. Panda shimo lenye tatu karibu na mwisho wa kulia wa safu yako ya nyuma.',
  'learn.hus.relay.text':
    'Mbegu ya mwisho ikitua katika shimo lenye mbegu, mbegu zake zinainuliwa na kupandwa zaidi. Ukipanda shimo lako lenye mbili, mbegu ya mwisho itaishia wapi?',
  'learn.hus.relay.wrong.relayed':
    'Endelea kuhesabu: mzunguko wa kwanza unaishia katika shimo lako lenye mbegu, na mbegu zake zinapandwa zaidi.',
  'learn.hus.capture.text':
    'Mzunguko ukiishia katika shimo lenye mbegu la safu yako ya ndani na shimo la ndani la Kaskazini lililo mkabala lina mbegu, unazinyakua, pamoja na za shimo la nje la Kaskazini lililo nyuma yake, na kupanda mbegu ulizonyakua papo hapo kuanzia shimo linalofuata lako. Tafuta hatua inayonyakua.',
  'learn.hus.capture.wrong.empty':
    'Hakuna kilichonyakuliwa: mbegu ya mwisho lazima itue katika shimo lenye mbegu la safu yako ya ndani, mkabala na shimo la ndani la Kaskazini lenye mbegu.',
  'learn.hus.again.text':
    'Mbegu ulizonyakua zinapandwa kama mzunguko wowote: mbegu yao ya mwisho ikitua katika shimo lenye mbegu la safu yako ya ndani mkabala na mbegu, unanyakua tena na kuendelea kupanda; katika shimo jingine lenye mbegu zinapokezana. Tafuta hatua inayonyakua mara mbili.',
  'learn.hus.again.wrong.empty':
    'Mzunguko huo uliishia katika shimo tupu, kwa hiyo hakuna kilichonyakuliwa. Tafuta hatua ambayo mbegu ulizonyakua zinatua katika shimo lenye mbegu la safu yako ya ndani mkabala na mbegu za Kaskazini.',
  'learn.hus.lose.text':
    'Mchezaji asiyeweza kucheza katika zamu yake, bila shimo lenye mbegu mbili au zaidi, anashindwa. Kaskazini ana mbegu moja-moja tu: cheza hatua yako na ushinde.',
  'learn.hus.lose.decision': 'Hali ya ubao inayotokea mara ya tatu ni sare, na ufunguzi wa watoto wa Windhoek umeachwa nje.',
  'learn.hus.game.text': 'Cheza mchezo kwenye ubao wa 4 × 8 dhidi ya kompyuta ya mwanzilishi.',
};
