# Writes council-districts.geojson, officials.csv, rollcall-periods.txt and bodies.json from the shared mirror
# (../../../../shared/data/nyc from this folder, i.e. ../shared/data/nyc from the repository). Run: python3 make-data.py
import json, glob, re, csv, io, os
HERE=os.path.dirname(os.path.abspath(__file__))
SHARED=os.path.join(HERE,'../../../../shared/data/nyc')
M=os.path.join(SHARED,'legistar-mirror')
OUT=HERE
# --- districts: RFC 7946 winding (outer rings counter-clockwise, holes clockwise), 6 decimals
def area(r): return sum(r[i][0]*r[i+1][1]-r[i+1][0]*r[i][1] for i in range(len(r)-1))/2
def wind(poly):
  out=[]
  for i,r in enumerate(poly):
    r=[[round(x,6),round(y,6)] for x,y in r]
    ccw=area(r)>0
    if (i==0)!=ccw: r=r[::-1]
    out.append(r)
  return out
g=json.load(open(SHARED+'/geo/nyc-council-districts-dcp-25b.geojson'))
feats=[]
for f in sorted(g['features'],key=lambda f:f['properties']['CounDist']):
  n=f['properties']['CounDist']; geo=f['geometry']
  coords=wind(geo['coordinates']) if geo['type']=='Polygon' else [wind(p) for p in geo['coordinates']]
  feats.append({'type':'Feature','properties':{'DISTRICTID':str(n),'NAME':f'District {n}'},'geometry':{'type':geo['type'],'coordinates':coords}})
with open(f'{OUT}/council-districts.geojson','w') as fh:
  fh.write('{\n"type": "FeatureCollection",\n"features": [\n'+',\n'.join(json.dumps(f,separators=(',',':')) for f in feats)+'\n]\n}\n')
# --- people
meta={m['ID']:m for m in json.load(open(f'{M}/people/appendix/people_metadata.json'))}
# Joseph Borelli: metadata gives 0 and his records name no district; his district office is on Staten Island's
# south shore and Frank Morano (District 51 in the metadata) took the seat he left on 31 Jan 2025.
OVERRIDE={7264:51}
def district(p):
  if p['ID'] in OVERRIDE: return OVERRIDE[p['ID']]
  d=meta.get(p['ID'],{}).get('District')
  if d: return d
  for s in (p.get('Email') or '', p.get('WWW') or ''):
    m=re.search(r'district-?(\d+)',s,re.I)
    if m: return int(m.group(1))
  return None
seats=[]
for f in glob.glob(f'{M}/people/*.json'):
  p=json.load(open(f))
  for o in p.get('OfficeRecords') or []:
    if o['BodyID']==1 and o['End'][:10]>='2024-01-01' and o['MemberType']!='PRIMARY PUBLIC ADVOCATE':
      d=district(p)
      assert d, p['FullName']
      seats.append(dict(d=d,start=o['Start'][:10],end=o['End'][:10],name=p['FullName'],id=p['ID']))
seats.sort(key=lambda s:(s['d'],s['start']))
with open(f'{OUT}/rollcall-periods.txt','w') as fh:
  for s in seats: fh.write(f"{s['start']} {s['end']} D{s['d']} {s['name']}\n")
# sitting: seats open at the end of the record's term (End 2029-12-31), latest start per district
cur={}
for s in seats:
  if s['end']>='2029-12-31': cur.setdefault(s['d'],[]).append(s)
rows=[]
for d in range(1,52):
  s=max(cur[d],key=lambda s:s['start'])
  first=s['start']
  rows.append(['councilor',d,f'ocd-division/country:us/state:ny/place:new_york/council_district:{d}',s['name'],s['name'],first,'',f'District{d}@council.nyc.gov','','Legistar person '+str(s['id'])+' (office records); e-mail: the Council\'s District N address'])
with open(f'{OUT}/officials.csv','w',newline='') as fh:
  w=csv.writer(fh,lineterminator='\n')
  w.writerow('role,district,ocd_division_id,name,roll_call_surname,first_seen_in_minutes,last_seen_in_minutes,email_third_party_unverified,phone_third_party_unverified,name_source'.split(','))
  w.writerows(rows)
# --- bodies: every body that met in the mirror, with its Legistar id
bodies={}
for f in glob.glob(f'{M}/events/*/*.json'):
  e=json.load(open(f)); bodies[e['BodyID']]=e['BodyName'].strip()
json.dump([{'id':i,'name':n,'kind':'council' if i==1 else ('subcommittee' if n.lower().startswith('subcommittee') else 'committee')} for i,n in sorted(bodies.items())],open(f'{OUT}/bodies.json','w'),indent=1,ensure_ascii=False)
print(len(feats),len(seats),len(rows),len(bodies))
